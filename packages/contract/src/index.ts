// The contract shared by the API and the web app: wire shapes, limits, user-facing messages and
// error codes. It imports nothing of ours, so both sides can depend on it without cycles.
export * from './envelope.js';
export * from './error-codes.js';
export * from './text.js';
export * from './limits.js';
export * from './health.js';
export * from './location.js';
export * from './users.js';
export * from './auth.js';
export * from './referrals.js';
export * from './posts.js';
export * from './profiles.js';
export * from './organizations.js';
export * from './reviews.js';
export * from './notifications.js';
export * from './rentals.js';
export * from './groups.js';
export * from './events.js';
export * from './alerts.js';
export * from './moderation.js';
export * from './blocks.js';
export * from './trust.js';
export * from './search.js';
export * from './notification-schedule.js';
export * from './push.js';
export * from './messages.js';
export * from './marketplace.js';
