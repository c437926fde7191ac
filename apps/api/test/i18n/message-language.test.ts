import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage, PostMessages, ProfileMessages } from '@ourhood/contract';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// API `message` texts follow Accept-Language (issue 41); codes never change, and without the
// header every text is the English one old clients read.

let ctx: TestContext;
let me: Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp();
  me = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const FRENCH = {
  routeNotFound: "Ce point d'accès de l'API n'existe pas.",
  validationFailed: 'Veuillez corriger les erreurs ci-dessous et réessayer.',
  bioTooLong: 'La bio doit comporter au plus 500 caractères',
  profileUpdated: 'Profil mis à jour',
  postsLoaded: 'Publications chargées',
};
const ARABIC_ROUTE_NOT_FOUND = 'لا توجد نقطة نهاية بهذا الاسم في واجهة البرمجة.';

const unknownRoute = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers });
const tooLongBio = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/profile/me',
    headers: { ...me.headers, ...headers },
    payload: { bio: 'x'.repeat(501) },
  });

describe('message texts in the language asked for', () => {
  it('answers a 404 and a validation 400 in French with the same codes', async () => {
    const notFound = await unknownRoute({ 'accept-language': 'fr' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ status: 'error', message: FRENCH.routeNotFound, code: 'NOT_FOUND' });

    const invalid = await tooLongBio({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      status: 'error',
      message: FRENCH.validationFailed,
      code: 'VALIDATION_FAILED',
      errors: { bio: FRENCH.bioTooLong },
    });
  });

  it('answers a refusal before the route (no session) in French', async () => {
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/me',
      headers: { 'accept-language': 'fr' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({
      status: 'error',
      message: 'Veuillez vous connecter pour continuer.',
      code: 'UNAUTHORIZED',
    });
  });

  it('answers success envelopes in French too, the feed included', async () => {
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/me',
      headers: { ...me.headers, 'accept-language': 'fr' },
      payload: { bio: 'Bonjour' },
    });
    expect(updated.json()).toMatchObject({ status: 'success', message: FRENCH.profileUpdated });

    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { ...me.headers, 'accept-language': 'fr' },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().message).toBe(FRENCH.postsLoaded);
  });

  it('answers exactly the English texts without the header', async () => {
    expect((await unknownRoute()).json()).toEqual({
      status: 'error',
      message: ErrorMessage.ROUTE_NOT_FOUND,
      code: 'NOT_FOUND',
    });
    expect((await tooLongBio()).json()).toEqual({
      status: 'error',
      message: ErrorMessage.VALIDATION_FAILED,
      code: 'VALIDATION_FAILED',
      errors: { bio: ProfileMessages.bioTooLong },
    });
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: me.headers });
    expect(feed.json().message).toBe(PostMessages.postsLoaded);
  });

  it('follows the most wanted language Ourhood speaks', async () => {
    const arabic = await unknownRoute({ 'accept-language': 'de-AT;q=0.8, ar' });
    expect(arabic.json()).toMatchObject({ message: ARABIC_ROUTE_NOT_FOUND, code: 'NOT_FOUND' });
    // A language Ourhood does not speak falls back to English.
    expect((await unknownRoute({ 'accept-language': 'ja' })).json().message).toBe(ErrorMessage.ROUTE_NOT_FOUND);
  });

  it.each([
    ['10 kB of tags', `${'fr-x-'.repeat(2000)}fr`],
    ['control characters', 'fr\u0001;q=1, \u0007de'],
    ['garbage', ';;;q=abc,,,*;q=2'],
  ])('answers English and the usual status to a hostile header (%s)', async (_name, header) => {
    const notFound = await unknownRoute({ 'accept-language': header });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(ErrorMessage.ROUTE_NOT_FOUND);
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { ...me.headers, 'accept-language': header },
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().message).toBe(PostMessages.postsLoaded);
  });
});
