import type { AccountType, LoginResponse } from '@ourhood/contract';
import { api } from '../../lib/api-client';

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  account_type: AccountType;
  referred_by?: string;
  business_name?: string;
}

export const authApi = {
  register: (payload: RegisterPayload) => api<unknown>('/auth/register', { method: 'POST', body: payload }),
  login: (email: string, password: string) =>
    api<LoginResponse['data']>('/auth/login', { method: 'POST', body: { email, password } }),
  // Our client knows the e-mail, so it sends it; spec-built clients send only the code.
  verifyOtp: (otp: string, accountType: AccountType, email: string) =>
    api<unknown>('/auth/verify-otp', { method: 'POST', body: { otp, account_type: accountType, email } }),
  sendOtp: (email: string, accountType: AccountType) =>
    api<unknown>('/auth/send-otp', { method: 'PATCH', body: { email, account_type: accountType } }),
  forgotPassword: (email: string) => api<unknown>('/auth/forgot-password', { method: 'PATCH', body: { email } }),
  resetPassword: (otp: string, password: string, accountType: AccountType, email?: string) =>
    api<unknown>('/auth/reset-password', {
      method: 'PATCH',
      body: { otp, password, account_type: accountType, ...(email ? { email } : {}) },
    }),
  logout: () => api<unknown>('/auth/logout', { method: 'POST' }),
};
