import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthMessages,
  emptySuccessSchema,
  errorEnvelopeSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '@ourhood/contract';
import { authDeps } from './auth-deps.js';
import { registerCodeMailJob } from './code-mail-job.js';
import { login, logout } from './login-service.js';
import { requestPasswordReset, resetPassword } from './password-reset-service.js';
import { register } from './register-service.js';
import { resendVerificationCode, verifyEmail } from './verification-service.js';
import { signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The auth calls of api-v1.md. Each has a per-address limit here and per-account limits in its service. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = authDeps(app);
  registerCodeMailJob(app.jobs, deps);
  const rateLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const config = { rateLimit };

  app.post(
    '/auth/register',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and e-mail a verification code.',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 409: errorEnvelopeSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await register(deps, request.body);
      return reply.code(201).send({ status: 'success', message: AuthMessages.registered, data });
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with its code (the e-mail is optional: the code finds its account).',
        body: verifyOtpBodySchema,
        response: { 200: emptySuccessSchema, ...errors },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body, request.ip);
      return { status: 'success' as const, message: AuthMessages.verified, data: {} };
    },
  );

  app.patch(
    '/auth/send-otp',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification code (30 s cooldown, hourly cap).',
        body: sendOtpBodySchema,
        response: { 200: emptySuccessSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await resendVerificationCode(deps, app.jobs, request.body.email);
      return { status: 'success' as const, message: AuthMessages.otpSent, data: {} };
    },
  );

  app.post(
    '/auth/login',
    {
      config,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; returns a bearer token. A suspended or banned account: 403 (the message carries the end date).',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 403: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const data = await login(deps, request.body, request.ip);
      return { status: 'success' as const, message: AuthMessages.loggedIn, data };
    },
  );

  app.patch(
    '/auth/forgot-password',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset code. Same answer whether or not the account exists.',
        body: forgotPasswordBodySchema,
        response: { 200: emptySuccessSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, app.jobs, request.body.email);
      return { status: 'success' as const, message: AuthMessages.otpSent, data: {} };
    },
  );

  app.patch(
    '/auth/reset-password',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; every session of the account ends.',
        body: resetPasswordBodySchema,
        response: { 200: emptySuccessSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await resetPassword(deps, request.body, request.ip);
      await app.notifications.announceSessionsEnded(userId);
      return { status: 'success' as const, message: AuthMessages.passwordReset, data: {} };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'End this session: the token stops working at once.',
        security: [{ bearerAuth: [] }],
        response: { 200: emptySuccessSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await logout(deps, signedIn(request).sessionId);
      await app.notifications.announceSessionsEnded(signedIn(request).id);
      return { status: 'success' as const, message: AuthMessages.loggedOut, data: {} };
    },
  );
}
