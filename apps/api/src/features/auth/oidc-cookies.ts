import type { FastifyReply, FastifyRequest } from 'fastify';

// The browser-bound halves of sign-in through the provider (decision 0074): HttpOnly, SameSite=Lax
// (sent on the provider's top-level redirect back, never on a cross-site POST), Secure over https,
// and scoped to the auth paths. Values are random base64url tokens; the server keeps their hashes.

export const OidcCookies = {
  /** The PKCE verifier of the sign-in started in this browser (10 minutes). */
  flow: { name: 'ourhood_oidc_flow', path: '/api/v1/auth/oidc', maxAgeSeconds: 600 },
  /** The ticket of a finished sign-in, taken by POST /auth/oidc/session (1 minute). */
  ticket: { name: 'ourhood_oidc_ticket', path: '/api/v1/auth/oidc', maxAgeSeconds: 60 },
  /** An identity waiting for this browser's next password sign-in (15 minutes). */
  link: { name: 'ourhood_oidc_link', path: '/api/v1/auth', maxAgeSeconds: 900 },
} as const;

type OidcCookie = (typeof OidcCookies)[keyof typeof OidcCookies];

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The cookie's value when it looks like one of ours; anything else counts as absent. */
export function readCookie(request: FastifyRequest, cookie: OidcCookie): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === cookie.name && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** Adds a Set-Cookie for `cookie` (value undefined: removes it). */
export function setCookie(reply: FastifyReply, cookie: OidcCookie, value: string | undefined, secure: boolean): void {
  const attributes = [
    `${cookie.name}=${value ?? ''}`,
    `Path=${cookie.path}`,
    `Max-Age=${value === undefined ? 0 : cookie.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}
