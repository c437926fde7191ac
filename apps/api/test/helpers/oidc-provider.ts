import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims of one person at the test provider. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in, by subject; tests add and change them. */
  accounts: Map<string, ProviderAccount>;
  /**
   * Walks a browser through the provider from the authorization URL: signs in as `subject`, grants
   * consent (or refuses with `deny`), and returns the URL the provider finally sends it back to.
   */
  signIn(authorizationUrl: string, subject: string, options?: { deny?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free loopback port, with one
 * confidential client for `redirectUri` and its development login and consent forms, which
 * `signIn` fills in over HTTP as a browser would.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let handler: http.RequestListener = (_request, response) => response.writeHead(503).end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ourhood-test';
  const clientSecret = 'a-test-secret-that-is-long-enough-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    cookies: { keys: ['ourhood-test-cookie-key'] },
    pkce: { required: () => true },
    // Short, explicit lifetimes (and no notice about the defaults in every test's output).
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 600, IdToken: 300, Interaction: 600, Session: 600 },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, subject: string, options: { deny?: boolean } = {}) {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 20; step += 1) {
      if (!url.startsWith(issuer)) return url;
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body,
      });
      keep(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const page = await response.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`provider page without a form (${response.status}): ${page.slice(0, 300)}`);
      if (page.includes('name="prompt" value="login"')) {
        body = new URLSearchParams({ prompt: 'login', login: subject, password: 'any' });
        url = new URL(action, url).href;
      } else if (options.deny) {
        url = new URL(`${action}/abort`, url).href;
      } else {
        body = new URLSearchParams({ prompt: 'consent' });
        url = new URL(action, url).href;
      }
    }
    throw new Error('the provider kept redirecting');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
