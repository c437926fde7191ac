import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

export const adminReferralKeys = { list: ['admin', 'referral-codes'] as const };

/** The admins' referral-code calls (what `npm run admin -- issue-code|list-codes|revoke-code` does). */
export const adminReferralsApi = {
  list: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listReferralCodes, { query: { page, limit: 20 }, signal }),
  issue: (email: string) => call(apiRoutes.issueReferralCode, { body: { email } }),
  revoke: (code: string) => call(apiRoutes.revokeReferralCode, { params: { code } }),
};
