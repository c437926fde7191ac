// Denied by default: one hook, on every request, answers for the access its route declares
// (packages/contract/src/route-table/route-kit.ts `RouteAccess`) before the body is read or parsed,
// so a visitor gets 401 and a wrong account 404 whatever they send, and a route cannot forget it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH, OrganizationMessages } from '@ourhood/contract';
import type { RouteAccess } from '@ourhood/contract/route-table';
import { AppError } from '../lib/app-error.js';
import { isModerator } from './authenticate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent on an API route means `signed-in`. */
    access?: RouteAccess;
  }
}

/**
 * The access a request's route declares. A route registered under the API without one is
 * signed-in only; routes outside it (the web app's files and its catch-all, media) are public, and
 * so is the not-found answer. Decided by the route's pattern, not the requested path: the web
 * app's catch-all `/*` also receives unknown API paths, which it answers 404.
 */
export function accessOf(request: FastifyRequest): RouteAccess {
  const declared = request.routeOptions.config.access;
  if (declared) return declared;
  if (request.is404) return 'public';
  return request.routeOptions.url?.startsWith(`${API_BASE_PATH}/`) ? 'signed-in' : 'public';
}

/** Why the caller may not use a route of this access, or undefined when they may. */
export function accessRefusal(access: RouteAccess, user: FastifyRequest['user']): AppError | undefined {
  switch (access) {
    case 'public':
      return undefined;
    // Moderation and admin routes look like missing ones to everyone else, visitors included (no
    // 401 that would reveal them, no 403 that would log a member out; decision 0020).
    case 'admin':
      return user?.role === 'admin' ? undefined : AppError.notFound();
    case 'moderator':
      return isModerator(user) ? undefined : AppError.notFound();
    default:
      if (!user) return AppError.unauthorized();
      if (access === 'neighbour' && user.accountType !== 'user') return AppError.notFound();
      if (access === 'organization' && user.accountType !== 'organization') {
        return AppError.notFound(OrganizationMessages.organizationNotFound);
      }
      return undefined;
  }
}

/** Registered after the authenticate plugin, whose hook has set `request.user` by then. */
export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(accessRefusal(accessOf(request), request.user));
  });
});
