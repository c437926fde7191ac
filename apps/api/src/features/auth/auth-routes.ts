import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthMessages } from '@ourhood/contract';
import { authDeps } from './auth-deps.js';
import { registerCodeMailJob } from './code-mail-job.js';
import { login, logout } from './login-service.js';
import { OidcCookies, readCookie, setCookie } from './oidc-cookies.js';
import { consumePendingLink } from './oidc-service.js';
import { requestPasswordReset, resetPassword } from './password-reset-service.js';
import { register } from './register-service.js';
import { requestedLocale } from '../../lib/i18n/request-locale.js';
import { resendVerificationCode, verifyEmail } from './verification-service.js';
import { signedIn } from '../../plugins/authenticate.js';

/** The auth calls of docs/api.md. Each has a per-address limit here and per-account limits in its service. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['auth']);
  const deps = authDeps(app);
  registerCodeMailJob(app.jobs, deps);
  const rateLimit = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const config = { rateLimit };
  const secureCookies = new URL(app.config.PUBLIC_URL).protocol === 'https:';

  serve(
    apiRoutes.register,
    { summary: 'Create an account and e-mail a verification code.', errors: [401, 409, 429, 503], config },
    async (request, reply) => {
      const data = await register(deps, request.body, requestedLocale(request.headers['accept-language']) ?? null);
      return reply.code(201).send(ok(AuthMessages.registered, data));
    },
  );

  serve(
    apiRoutes.verifyOtp,
    {
      summary: 'Verify the e-mail with its code (the e-mail is optional: the code finds its account).',
      errors: [401, 429],
      config,
    },
    async (request) => {
      await verifyEmail(deps, request.body, request.ip);
      return ok(AuthMessages.verified, {});
    },
  );

  serve(
    apiRoutes.sendOtp,
    { summary: 'Send a new verification code (30 s cooldown, hourly cap).', errors: [401, 429, 503], config },
    async (request) => {
      await resendVerificationCode(deps, app.jobs, request.body.email);
      return ok(AuthMessages.otpSent, {});
    },
  );

  serve(
    apiRoutes.login,
    {
      summary:
        'Sign in with e-mail and password; returns a bearer token. A suspended or banned account: 403 (the message carries the end date).',
      errors: [401, 403, 429],
      config,
    },
    async (request, reply) => {
      const data = await login(deps, request.body, request.ip);
      // An identity at the provider waiting for this account's password (decision 0074).
      const pendingLink = readCookie(request, OidcCookies.link);
      if (pendingLink) {
        await consumePendingLink(deps, pendingLink, data.user.id);
        setCookie(reply, OidcCookies.link, undefined, secureCookies);
      }
      return ok(AuthMessages.loggedIn, data);
    },
  );

  serve(
    apiRoutes.forgotPassword,
    {
      summary: 'E-mail a password reset code. Same answer whether or not the account exists.',
      errors: [401, 429],
      config,
    },
    async (request) => {
      await requestPasswordReset(deps, app.jobs, request.body.email);
      return ok(AuthMessages.otpSent, {});
    },
  );

  serve(
    apiRoutes.resetPassword,
    { summary: 'Set a new password with a reset code; every session of the account ends.', errors: [401, 429], config },
    async (request) => {
      const userId = await resetPassword(deps, request.body, request.ip);
      await app.notifications.announceSessionsEnded(userId);
      return ok(AuthMessages.passwordReset, {});
    },
  );

  serve(apiRoutes.logout, { summary: 'End this session: the token stops working at once.' }, async (request) => {
    await logout(deps, signedIn(request).sessionId);
    await app.notifications.announceSessionsEnded(signedIn(request).id);
    return ok(AuthMessages.loggedOut, {});
  });
}
