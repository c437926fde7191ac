import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, uniqueEmail } from '../helpers/auth.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The account's saved language (issue 41): the person's own, never shown to anyone else.

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let me: Person;
let other: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  me = await neighbour(ctx.app);
  other = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const ME = '/api/v1/users/profile/me';
const getMe = () => ctx.app.inject({ method: 'GET', url: ME, headers: me.headers });
const patchMe = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: ME, headers: me.headers, payload });

async function storedLocale(email: string): Promise<string | null> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('locale')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.locale;
}

describe('the saved language', () => {
  it('is null until saved, then answers what was saved; null clears it', async () => {
    expect((await getMe()).json().data.locale).toBeNull();

    const saved = await patchMe({ locale: 'fr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.locale).toBe('fr');
    expect((await getMe()).json().data.locale).toBe('fr');

    // Other fields leave it alone.
    expect((await patchMe({ bio: 'Bonjour' })).json().data.locale).toBe('fr');

    const cleared = await patchMe({ locale: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await getMe()).json().data.locale).toBeNull();
  });

  it.each([['xx'], ['FR '], ['fr-FR'], [123], ['x'.repeat(10_000)], [['fr']]])(
    'refuses %j with 400 and saves nothing',
    async (locale) => {
      await patchMe({ locale: 'de' });
      const response = await patchMe({ locale, bio: 'not saved either' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
      expect(response.json().errors).toHaveProperty('locale');
      const after = (await getMe()).json().data;
      expect(after.locale).toBe('de');
      expect(after.bio).not.toBe('not saved either');
    },
  );

  it('is not part of the public profile', async () => {
    await patchMe({ locale: 'ar' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${me.id}`, headers: other.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).not.toHaveProperty('locale');
    expect(response.body).not.toContain('"locale"');
  });

  it("is the language of the sign-up request's Accept-Language when Ourhood speaks it", async () => {
    const register = (email: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload: registerBody(email) });

    const portuguese = uniqueEmail('pt');
    const answered = await register(portuguese, { 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await storedLocale(portuguese)).toBe('pt-BR');

    const japanese = uniqueEmail('ja');
    expect((await register(japanese, { 'accept-language': 'ja-JP, ja;q=0.9' })).statusCode).toBe(201);
    expect(await storedLocale(japanese)).toBeNull();

    const noHeader = uniqueEmail('none');
    expect((await register(noHeader, {})).statusCode).toBe(201);
    expect(await storedLocale(noHeader)).toBeNull();
  });
});
