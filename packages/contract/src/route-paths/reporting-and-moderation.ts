// Generated from route-table/reporting-and-moderation.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/reporting-and-moderation.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const appealAccountSanction: RoutePath<typeof declared.appealAccountSanction> = {
  method: 'POST',
  path: '/moderation/appeals/account',
};
export const createAppeal: RoutePath<typeof declared.createAppeal> = { method: 'POST', path: '/moderation/appeals' };
export const createReport: RoutePath<typeof declared.createReport> = { method: 'POST', path: '/reports' };
export const moderationAccounts: RoutePath<typeof declared.moderationAccounts> = {
  method: 'GET',
  path: '/admin/moderation/accounts',
};
export const moderationAction: RoutePath<typeof declared.moderationAction> = {
  method: 'POST',
  path: '/moderation/actions',
};
export const moderationLog: RoutePath<typeof declared.moderationLog> = { method: 'GET', path: '/moderation/log' };
export const moderationQueue: RoutePath<typeof declared.moderationQueue> = { method: 'GET', path: '/moderation/queue' };
export const setModerator: RoutePath<typeof declared.setModerator> = { method: 'POST', path: '/admin/moderators' };
export const setTrustLevel: RoutePath<typeof declared.setTrustLevel> = {
  method: 'PATCH',
  path: '/moderation/users/:id/trust-level',
};
