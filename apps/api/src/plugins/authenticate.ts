import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (set for every request with a live token). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest: answers 401 unless the request carries a live session token. */
    requireAuth: PreHandler;
    /** onRequest: answers 404 (as for a missing route) to everyone but admins, visitors included. */
    requireAdmin: PreHandler;
    /** onRequest: answers 404 to everyone but moderators and admins (decision 0020). */
    requireModerator: PreHandler;
  }
}

/**
 * The caller of a route behind `requireAuth` (or `requireAdmin`): typed, so handlers need no `!`.
 * Throws 401 if a route forgot the hook, rather than acting for nobody.
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

/**
 * Reads `Authorization: Bearer <token>` on every request and sets `request.user`. A routes plugin
 * whose routes all need a session adds `app.addHook('onRequest', app.requireAuth)` (or
 * `requireAdmin`) once, at its top: it runs before the body is parsed or validated, so a visitor
 * gets 401 (a non-admin 404) whatever they send, and no route of the plugin can forget it. A
 * missing, malformed, expired or revoked token answers 401 with the error envelope.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  // Callback style: a request without a token (health checks, visitors, assets) passes without a
  // promise (decision 0047).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match) return done();
    resolveSession(app.database.db, app.clock, match[1]!, app.sessionCache).then((session) => {
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

  const requireAuth: PreHandler = async (request) => {
    if (!request.user) throw AppError.unauthorized();
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // Admin routes look like missing ones to everyone else, visitors included, whatever they send
    // (no 401 or 400 that would reveal them, no 403 that would log a member out).
    if (request.user?.role !== 'admin') throw AppError.notFound();
  });
  app.decorate('requireModerator', async (request: FastifyRequest) => {
    if (!isModerator(request.user)) throw AppError.notFound();
  });
});
