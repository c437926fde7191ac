import type { AccountType } from '@ourhood/contract';
import { API_BASE_PATH } from '@ourhood/contract/product';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../../lib/api-client';

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  account_type: AccountType;
  referred_by?: string;
  business_name?: string;
}

/** The auth calls, typed by the contract's route table. */
export const authApi = {
  /** A suspended or banned account appeals without signing in (issue 17). */
  appealSanction: (email: string, password: string, note: string) =>
    call(apiRoutes.appealAccountSanction, { body: { email, password, note } }),
  register: (payload: RegisterPayload) => call(apiRoutes.register, { body: payload }),
  login: (email: string, password: string) => call(apiRoutes.login, { body: { email, password } }),
  // Our client knows the e-mail, so it sends it; spec-built clients send only the code.
  verifyOtp: (otp: string, accountType: AccountType, email: string) =>
    call(apiRoutes.verifyOtp, { body: { otp, account_type: accountType, email } }),
  sendOtp: (email: string, accountType: AccountType) =>
    call(apiRoutes.sendOtp, { body: { email, account_type: accountType } }),
  forgotPassword: (email: string) => call(apiRoutes.forgotPassword, { body: { email } }),
  resetPassword: (otp: string, password: string, accountType: AccountType, email?: string) =>
    call(apiRoutes.resetPassword, {
      body: { otp, password, account_type: accountType, ...(email ? { email } : {}) },
    }),
  logout: () => call(apiRoutes.logout),
  /** The identity providers the server offers (issue 42): `[]` when none is configured. */
  providers: () => call(apiRoutes.authProviders),
  /** The session of the sign-in just finished at the provider (its ticket is an HttpOnly cookie). */
  providerSession: () => call(apiRoutes.oidcSession),
};

/** Where the browser goes to sign in at the provider: a page navigation, not a fetch. */
export const providerStartUrl = `${API_BASE_PATH}${apiRoutes.oidcStart.path}`;
