import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { resolveSession } from '../lib/sessions/sessions.js';

/** Who is calling, once a bearer token has been checked. */
export interface AuthUser {
  id: string;
  sessionId: string;
  accountType: 'user' | 'organization';
  role: 'member' | 'moderator' | 'admin';
  /** Where the user lives (empty strings when unknown), as of this request. */
  area: { suburb: string; city: string; state: string; country: string };
  /** The user's rounded coordinates, when known (the directory's nearest-first order). */
  coordinates: { lat: number; lng: number } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (set for every request with a live token). */
    user: AuthUser | null;
  }
}

/**
 * The caller of a route whose access is not `public` (plugins/route-access.ts has answered for the
 * rest): typed, so handlers need no `!`. Throws 401 rather than acting for nobody.
 */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/** Moderators and admins work the moderation queue and manage anyone's alerts. */
export function isModerator(user: AuthUser | null | undefined): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/** The token of `Authorization: Bearer <token>`, when the header has that shape. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Reads `Authorization: Bearer <token>` on every request and sets `request.user` (null for a
 * missing, malformed, expired or revoked token). What a route then requires is declared with the
 * route and answered by plugins/route-access.ts, before the body is parsed or validated.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  // Callback style: a request without a token (health checks, visitors, assets) passes without a
  // promise (decision 0047).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done();
    resolveSession(app.database.db, app.clock, token, app.sessionCache).then((session) => {
      if (session) {
        request.user = {
          id: session.userId,
          sessionId: session.sessionId,
          accountType: session.accountType,
          role: session.role,
          area: session.area,
          coordinates: session.coordinates,
        };
      }
      done();
    }, done);
  });
});
