import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { resolveSession } from '../lib/sessions/sessions.js';

/** Who is calling, once a bearer token has been checked. */
export interface AuthUser {
  id: string;
  sessionId: string;
  accountType: 'user' | 'organization';
  role: 'member' | 'admin';
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (set for every request with a live token). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a live session token. */
    requireAuth: PreHandler;
    /** preHandler: as requireAuth, and answers 404 (as for a missing route) to non-admins. */
    requireAdmin: PreHandler;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/**
 * Reads `Authorization: Bearer <token>` on every request and sets `request.user`. Routes opt in
 * to protection with `preHandler: app.requireAuth`; a missing, malformed, expired or revoked token
 * then answers 401 with the error envelope. Lives outside features so every feature can use it.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    if (!match) return;
    const session = await resolveSession(app.database.db, app.clock, match[1]!);
    if (session) request.user = { ...session, id: session.userId };
  });

  const requireAuth: PreHandler = async (request) => {
    if (!request.user) throw AppError.unauthorized();
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await requireAuth(request, reply);
    // Admin routes do not advertise themselves to other users (no 403: that would log them out).
    if (request.user?.role !== 'admin') throw AppError.notFound();
  });
});
