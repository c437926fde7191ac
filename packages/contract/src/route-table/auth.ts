// The API's routes: Auth (auth-routes.ts).
import {
  emptySuccessSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
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
