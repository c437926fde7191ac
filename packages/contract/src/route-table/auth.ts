// The API's routes: Auth (auth-routes.ts).
import {
  authProvidersResponseSchema,
  emptySuccessSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  oidcCallbackQuerySchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const register = route('POST', '/auth/register', {
  access: 'public',
  status: [201],
  body: registerBodySchema,
  response: registerResponseSchema,
});
export const verifyOtp = route('POST', '/auth/verify-otp', {
  access: 'public',
  body: verifyOtpBodySchema,
  response: emptySuccessSchema,
});
export const sendOtp = route('PATCH', '/auth/send-otp', {
  access: 'public',
  body: sendOtpBodySchema,
  response: emptySuccessSchema,
});
export const login = route('POST', '/auth/login', {
  access: 'public',
  body: loginBodySchema,
  response: loginResponseSchema,
});
export const forgotPassword = route('PATCH', '/auth/forgot-password', {
  access: 'public',
  body: forgotPasswordBodySchema,
  response: emptySuccessSchema,
});
export const resetPassword = route('PATCH', '/auth/reset-password', {
  access: 'public',
  body: resetPasswordBodySchema,
  response: emptySuccessSchema,
});
export const logout = route('POST', '/auth/logout', { response: emptySuccessSchema });

// Sign-in through the community's OpenID Connect provider (oidc-routes.ts, decision 0074).
export const authProviders = route('GET', '/auth/providers', {
  access: 'public',
  response: authProvidersResponseSchema,
});
/** A 302 to the provider (not JSON): the browser navigates here, never `call`. */
export const oidcStart = route('GET', '/auth/oidc/start', { access: 'public' });
/** The provider's redirect back: a 302 to the web app's sign-in or hand-over page (not JSON). */
export const oidcCallback = route('GET', '/auth/oidc/callback', { access: 'public', query: oidcCallbackQuerySchema });
/** The finished sign-in's session, once, for the browser holding its ticket cookie: the login answer. */
export const oidcSession = route('POST', '/auth/oidc/session', {
  access: 'public',
  response: loginResponseSchema,
});
