// The API's routes: Admin (referral-routes.ts).
import type {
  issueReferralCodeBodySchema,
  promoteAdminBodySchema,
  referralCodeListSchema,
  referralCodeParamsSchema,
  referralCodeResponseSchema,
} from '../index.js';
import type { PagingQuery, Empty } from './aliases.js';
import { route } from './route-kit.js';

export const issueReferralCode = route<{
  body: typeof issueReferralCodeBodySchema;
  response: typeof referralCodeResponseSchema;
}>()('POST', '/admin/referral-codes');
export const listReferralCodes = route<{ query: PagingQuery; response: typeof referralCodeListSchema }>()(
  'GET',
  '/admin/referral-codes',
);
export const revokeReferralCode = route<{
  params: typeof referralCodeParamsSchema;
  response: typeof referralCodeResponseSchema;
}>()('POST', '/admin/referral-codes/:code/revoke');
export const promoteAdmin = route<{ body: typeof promoteAdminBodySchema; response: Empty }>()('POST', '/admin/admins');
