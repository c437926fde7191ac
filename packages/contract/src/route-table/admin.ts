// The API's routes: Admin (referral-routes.ts).
import {
  Limits,
  pagingQuery,
  emptySuccessSchema,
  issueReferralCodeBodySchema,
  promoteAdminBodySchema,
  referralCodeListSchema,
  referralCodeParamsSchema,
  referralCodeResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const issueReferralCode = route('POST', '/admin/referral-codes', {
  access: 'admin',
  status: [200, 201],
  body: issueReferralCodeBodySchema,
  response: referralCodeResponseSchema,
});
export const listReferralCodes = route('GET', '/admin/referral-codes', {
  access: 'admin',
  query: pagingQuery(Limits.maxPageSize, 200),
  response: referralCodeListSchema,
});
export const revokeReferralCode = route('POST', '/admin/referral-codes/:code/revoke', {
  access: 'admin',
  params: referralCodeParamsSchema,
  response: referralCodeResponseSchema,
});
export const promoteAdmin = route('POST', '/admin/admins', {
  access: 'admin',
  body: promoteAdminBodySchema,
  response: emptySuccessSchema,
});
