import * as client from 'openid-client';
import type { Config } from '../../config.js';

/** The four settings of sign-in through the provider, present together (config.ts checks it). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  /** `<PUBLIC_URL>/api/v1/auth/oidc/callback`: registered at the provider. */
  redirectUri: string;
}

export function oidcSettings(config: Config): OidcSettings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_NAME) return undefined;
  const redirectUri = new URL('/api/v1/auth/oidc/callback', config.PUBLIC_URL).href;
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    name: OIDC_NAME,
    redirectUri,
  };
}

/** What the callback needs to know about the person, from the validated ID token (and userinfo). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The provider as the sign-in service sees it; tests of the service may replace it. */
export interface OidcProviderClient {
  readonly settings: OidcSettings;
  /** A fresh state, PKCE verifier (S256) and nonce, and the provider's URL carrying them. */
  authorizationRequest(): Promise<AuthorizationRequest>;
  /**
   * Exchanges the code of `callbackQuery` (the raw query string the provider sent back) with the
   * verifier, and validates the ID token (signature, issuer, audience, expiry, nonce).
   */
  identify(
    callbackQuery: string,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<OidcIdentity>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const claimString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * openid-client (panva) over the issuer's discovery document, fetched on first use and again after
 * a failure (a provider down at start does not need a restart). Plain http is allowed for a
 * loopback issuer only: tests and a provider on the same machine.
 */
export function openidProviderClient(settings: OidcSettings): OidcProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    settings,
    async authorizationRequest() {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },
    async identify(callbackQuery, checks) {
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      // Many providers put the e-mail and names only in userinfo; the subject must match the token's.
      const info =
        claims.email === undefined ? await client.fetchUserInfo(config, tokens.access_token, claims.sub) : claims;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claimString(info.email)?.toLowerCase(),
        emailVerified: info.email_verified === true,
        givenName: claimString(info.given_name),
        familyName: claimString(info.family_name),
        name: claimString(info.name),
      };
    },
  };
}
