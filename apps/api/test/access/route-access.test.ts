// The access rule itself, on requests as the hook sees them: an API route that declares nothing is
// signed-in only, whatever registered it; pages and media outside the API are public.
import { API_BASE_PATH } from '@ourhood/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/plugins/authenticate.js';
import { accessOf, accessRefusal } from '../../src/plugins/route-access.js';

/** A request as the hook sees it, by the pattern of the route that matched it. */
const requestFor = (url: string, access?: FastifyRequest['routeOptions']['config']['access'], is404 = false) =>
  ({
    is404,
    routeOptions: { url: is404 ? undefined : url, config: access ? { access } : {} },
  }) as unknown as FastifyRequest;

const user = (overrides: Partial<AuthUser>): AuthUser => ({
  id: 'u',
  sessionId: 's',
  accountType: 'user',
  role: 'member',
  area: { suburb: '', city: '', state: '', country: '' },
  coordinates: null,
  ...overrides,
});

describe('accessOf', () => {
  it('reads the access a route declares', () => {
    expect(accessOf(requestFor(`${API_BASE_PATH}/auth/login`, 'public'))).toBe('public');
    expect(accessOf(requestFor(`${API_BASE_PATH}/admin/admins`, 'admin'))).toBe('admin');
  });

  it('denies an API route that declares nothing to visitors', () => {
    expect(accessOf(requestFor(`${API_BASE_PATH}/forgotten`))).toBe('signed-in');
    expect(accessRefusal('signed-in', null)?.statusCode).toBe(401);
  });

  it('leaves unknown paths to the not-found answer, and the web app and media public', () => {
    expect(accessOf(requestFor(`${API_BASE_PATH}/nothing-here`, undefined, true))).toBe('public');
    // The web app's catch-all, which also receives unknown API paths and answers them 404.
    expect(accessOf(requestFor('/*'))).toBe('public');
    expect(accessOf(requestFor('/media/*'))).toBe('public');
  });
});

describe('accessRefusal', () => {
  const neighbour = user({});
  const organization = user({ accountType: 'organization' });
  const moderator = user({ role: 'moderator' });
  const admin = user({ role: 'admin' });

  it('lets everyone through a public route', () => {
    expect(accessRefusal('public', null)).toBeUndefined();
  });

  it('answers 401 to a visitor and lets any account through a signed-in route', () => {
    expect(accessRefusal('signed-in', null)?.statusCode).toBe(401);
    for (const caller of [neighbour, organization, moderator, admin]) {
      expect(accessRefusal('signed-in', caller)).toBeUndefined();
    }
  });

  it('keeps neighbour and organization routes to their kind of account (404 to the other)', () => {
    expect(accessRefusal('neighbour', null)?.statusCode).toBe(401);
    expect(accessRefusal('neighbour', neighbour)).toBeUndefined();
    expect(accessRefusal('neighbour', organization)?.statusCode).toBe(404);
    expect(accessRefusal('organization', organization)).toBeUndefined();
    expect(accessRefusal('organization', neighbour)?.statusCode).toBe(404);
  });

  it('makes staff routes look missing to everyone else, visitors included', () => {
    expect(accessRefusal('moderator', null)?.statusCode).toBe(404);
    expect(accessRefusal('moderator', neighbour)?.statusCode).toBe(404);
    expect(accessRefusal('moderator', moderator)).toBeUndefined();
    expect(accessRefusal('moderator', admin)).toBeUndefined();
    expect(accessRefusal('admin', moderator)?.statusCode).toBe(404);
    expect(accessRefusal('admin', admin)).toBeUndefined();
  });
});
