import type { TestContext } from './test-app.js';
import type { TestProvider } from './oidc-provider.js';

export const PUBLIC_URL = 'http://localhost:3999';
export const REDIRECT_URI = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

/** The Set-Cookie values of a response, as a Cookie header would send them back. */
export function cookiesOf(setCookie: string | string[] | number | undefined): Map<string, string> {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const jar = new Map<string, string>();
  for (const cookie of list) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) =>
  [...jar]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

export interface BrowserRun {
  /** Where the callback sent the browser (a web page of PUBLIC_URL). */
  landing: URL;
  /** The cookies the browser holds for the API after the callback. */
  jar: Map<string, string>;
  /** The provider's redirect back to the callback, as the browser followed it. */
  callbackUrl: string;
}

/**
 * A browser's sign-in: GET /auth/oidc/start on the app, the provider's login and consent forms
 * over real HTTP, and the provider's redirect back into the callback with the start's cookie.
 */
export async function signInThroughProvider(
  ctx: TestContext,
  provider: TestProvider,
  subject: string,
  options: { deny?: boolean; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<BrowserRun> {
  const start = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/oidc/start',
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const jar = cookiesOf(start.headers['set-cookie']);
  const callbackUrl = await provider.signIn(String(start.headers.location), subject, { deny: options.deny });
  return { ...(await followCallback(ctx, callbackUrl, jar, options.remoteAddress)), callbackUrl };
}

/** Sends the browser into the callback with its cookies; returns where it lands and its jar. */
export async function followCallback(
  ctx: TestContext,
  callbackUrl: string,
  jar: Map<string, string>,
  remoteAddress?: string,
): Promise<{ landing: URL; jar: Map<string, string> }> {
  if (!callbackUrl.startsWith(REDIRECT_URI)) throw new Error(`provider sent the browser to ${callbackUrl}`);
  const callback = await ctx.app.inject({
    method: 'GET',
    url: callbackUrl.slice(PUBLIC_URL.length),
    headers: { cookie: cookieHeader(jar) },
    remoteAddress,
  });
  if (callback.statusCode !== 302) throw new Error(`callback answered ${callback.statusCode}: ${callback.body}`);
  const after = new Map(jar);
  for (const [name, value] of cookiesOf(callback.headers['set-cookie'])) after.set(name, value);
  return { landing: new URL(String(callback.headers.location)), jar: after };
}

/** POST /auth/oidc/session with the browser's cookies (what the web's hand-over page sends). */
export function takeSession(ctx: TestContext, jar: Map<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/session', headers: { cookie: cookieHeader(jar) } });
}
