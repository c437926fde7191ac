import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './accounts.js';

/**
 * The admin the e2e server starts with: playwright.config.ts runs `npm run admin -- create-admin`
 * with these credentials on the fresh database before the server opens it.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'lantern-harbour-e2e-91' } as const;

/** Issues a referral code to the account with this e-mail through the admin API; returns the code. */
export async function issueReferralCode(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const response = await request.post('/api/v1/admin/referral-codes', {
    headers: { authorization: `Bearer ${token}` },
    data: { email },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { code: string } }).data.code;
}
