// Generated from route-table/auth.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/auth.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const authProviders: RoutePath<typeof declared.authProviders> = { method: 'GET', path: '/auth/providers' };
export const forgotPassword: RoutePath<typeof declared.forgotPassword> = {
  method: 'PATCH',
  path: '/auth/forgot-password',
};
export const login: RoutePath<typeof declared.login> = { method: 'POST', path: '/auth/login' };
export const logout: RoutePath<typeof declared.logout> = { method: 'POST', path: '/auth/logout' };
export const oidcCallback: RoutePath<typeof declared.oidcCallback> = { method: 'GET', path: '/auth/oidc/callback' };
export const oidcSession: RoutePath<typeof declared.oidcSession> = { method: 'POST', path: '/auth/oidc/session' };
export const oidcStart: RoutePath<typeof declared.oidcStart> = { method: 'GET', path: '/auth/oidc/start' };
export const register: RoutePath<typeof declared.register> = { method: 'POST', path: '/auth/register' };
export const resetPassword: RoutePath<typeof declared.resetPassword> = {
  method: 'PATCH',
  path: '/auth/reset-password',
};
export const sendOtp: RoutePath<typeof declared.sendOtp> = { method: 'PATCH', path: '/auth/send-otp' };
export const verifyOtp: RoutePath<typeof declared.verifyOtp> = { method: 'POST', path: '/auth/verify-otp' };
