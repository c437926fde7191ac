// Generated from route-table/admin.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/admin.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const issueReferralCode: RoutePath<typeof declared.issueReferralCode> = {
  method: 'POST',
  path: '/admin/referral-codes',
};
export const listReferralCodes: RoutePath<typeof declared.listReferralCodes> = {
  method: 'GET',
  path: '/admin/referral-codes',
};
export const promoteAdmin: RoutePath<typeof declared.promoteAdmin> = { method: 'POST', path: '/admin/admins' };
export const revokeReferralCode: RoutePath<typeof declared.revokeReferralCode> = {
  method: 'POST',
  path: '/admin/referral-codes/:code/revoke',
};
