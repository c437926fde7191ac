import * as apiRoutes from '@ourhood/contract/route-table';
import { OidcMessages } from '@ourhood/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { requestedLocale } from '../../lib/i18n/request-locale.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { AuthMessages } from '@ourhood/contract';
import { authDeps } from './auth-deps.js';
import { OidcCookies, readCookie, setCookie } from './oidc-cookies.js';
import { oidcSettings, openidProviderClient, type OidcProviderClient } from './oidc-client.js';
import { finishOidcSignIn, startOidcSignIn, takeOidcSession, type OidcOutcome } from './oidc-service.js';

export interface OidcRoutesOptions {
  /** Replaces the provider client built from the configuration (tests of failures). */
  provider?: OidcProviderClient;
}

/**
 * Sign-in through the community's OpenID Connect provider (issue 42, decision 0074): the list of
 * providers, the start (302 to the provider), its callback (302 to the web app) and the hand-over
 * of the finished sign-in's session. Without the OIDC_* settings only the empty list answers.
 */
export async function oidcRoutes(fastify: FastifyInstance, options: OidcRoutesOptions = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['auth']);
  const deps = authDeps(app);
  const settings = oidcSettings(app.config);
  const provider = options.provider ?? (settings ? openidProviderClient(settings) : undefined);
  const config = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const secure = new URL(app.config.PUBLIC_URL).protocol === 'https:';
  const webPage = (path: string) => new URL(path, app.config.PUBLIC_URL).href;
  const configured = () => {
    if (!provider) throw AppError.notFound(OidcMessages.notConfigured);
    return provider;
  };

  serve(
    apiRoutes.authProviders,
    { summary: 'The identity providers this server offers sign-in with: `[{ id: "oidc", name }]`, or none.' },
    async () => ok(OidcMessages.providers, provider ? [{ id: 'oidc' as const, name: provider.settings.name }] : []),
  );

  serve(
    apiRoutes.oidcStart,
    {
      summary:
        'Starts a sign-in at the provider: 302 there with PKCE (S256), state and nonce; the verifier waits in an HttpOnly cookie for 10 minutes. 404 when no provider is configured; a provider that cannot be reached: 302 to /login?oidc_error=unavailable.',
      errors: [429],
      config,
    },
    async (request, reply) => {
      const client = configured();
      try {
        const locale = requestedLocale(request.headers['accept-language']) ?? null;
        const started = await startOidcSignIn(deps, client, locale);
        setCookie(reply, OidcCookies.flow, started.verifier, secure);
        return reply.redirect(started.url, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect provider unreachable');
        return reply.redirect(webPage('/login?oidc_error=unavailable'), 302);
      }
    },
  );

  serve(
    apiRoutes.oidcCallback,
    {
      summary:
        "The provider's redirect back. Signed in: 302 to /login/provider with a one-minute ticket cookie; an existing account the provider does not vouch for: 302 to /login?oidc=link (its next password sign-in from this browser links it); any failure: 302 to /login?oidc_error=<reason>, nothing stored.",
      errors: [429],
      config,
    },
    async (request, reply) => {
      const client = configured();
      const verifier = readCookie(request, OidcCookies.flow);
      setCookie(reply, OidcCookies.flow, undefined, secure);
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { code, state, error } = request.query;
      const outcome: OidcOutcome = await finishOidcSignIn(deps, client, { rawQuery, code, state, error, verifier });
      if (outcome.kind === 'signed-in') {
        // A pre-registration the address owner just took over: its open streams end too.
        if (outcome.sessionsEndedOf) await app.notifications.announceSessionsEnded(outcome.sessionsEndedOf);
        setCookie(reply, OidcCookies.ticket, outcome.ticket, secure);
        return reply.redirect(webPage('/login/provider'), 302);
      }
      if (outcome.kind === 'link') {
        setCookie(reply, OidcCookies.link, outcome.linkToken, secure);
        return reply.redirect(webPage('/login?oidc=link'), 302);
      }
      return reply.redirect(webPage(`/login?oidc_error=${outcome.reason}`), 302);
    },
  );

  serve(
    apiRoutes.oidcSession,
    {
      summary:
        'The session of the sign-in just finished at the provider, once, for the browser holding its ticket cookie: the answer of POST /auth/login. No ticket, a used or expired one: 401.',
      errors: [429],
      config,
    },
    async (request, reply) => {
      const ticket = readCookie(request, OidcCookies.ticket);
      setCookie(reply, OidcCookies.ticket, undefined, secure);
      return ok(AuthMessages.loggedIn, await takeOidcSession(deps, ticket));
    },
  );
}
