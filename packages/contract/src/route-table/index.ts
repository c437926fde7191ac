// Every route of the API, one named export each, a module per feature: the server registers each
// from here (apps/api/src/lib/routes/serve-route.ts); the web reads the generated mirror of method
// and path, route-paths/ (`npm run routes`), through `apiRoutes` (routes.ts).
export type { DeclaredRoute, RouteAccess, RouteDeclaration } from './route-kit.js';
export * from './auth.js';
export * from './account.js';
export * from './profiles-and-follows.js';
export * from './admin.js';
export * from './posts-and-comments.js';
export * from './search.js';
export * from './web-push.js';
export * from './reactions.js';
export * from './organizations.js';
export * from './organization-dashboard.js';
export * from './reviews-and-ratings.js';
export * from './organization-updates.js';
export * from './notifications.js';
export * from './rentals.js';
export * from './marketplace.js';
export * from './groups.js';
export * from './events-and-calendars.js';
export * from './community-alerts.js';
export * from './reporting-and-moderation.js';
export * from './blocking-and-muting.js';
export * from './direct-messages.js';
export * from './operations.js';
export * from './your-data.js';
export * from './administration.js';
export * from './map.js';
