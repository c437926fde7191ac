// The API's routes: Auth (auth-routes.ts).
import type {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '../index.js';
import type { Empty } from './aliases.js';
import { route } from './route-kit.js';

export const register = route<{ body: typeof registerBodySchema; response: typeof registerResponseSchema }>()(
  'POST',
  '/auth/register',
);
export const verifyOtp = route<{ body: typeof verifyOtpBodySchema; response: Empty }>()('POST', '/auth/verify-otp');
export const sendOtp = route<{ body: typeof sendOtpBodySchema; response: Empty }>()('PATCH', '/auth/send-otp');
export const login = route<{ body: typeof loginBodySchema; response: typeof loginResponseSchema }>()(
  'POST',
  '/auth/login',
);
export const forgotPassword = route<{ body: typeof forgotPasswordBodySchema; response: Empty }>()(
  'PATCH',
  '/auth/forgot-password',
);
export const resetPassword = route<{ body: typeof resetPasswordBodySchema; response: Empty }>()(
  'PATCH',
  '/auth/reset-password',
);
export const logout = route<{ response: Empty }>()('POST', '/auth/logout');
