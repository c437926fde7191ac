import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, registerBody, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';
import { listFiles, makeImage } from '../helpers/images.js';
import { multipartBody } from '../helpers/multipart.js';
import { createPost, createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await ctx?.close();
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

async function secondSession(email: string): Promise<string> {
  const response = await login(email, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });

const changePassword = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/profile/password', headers: bearer(token), payload });

async function outbox(email: string) {
  return ctx.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
}

describe('PATCH /users/profile/password', () => {
  it('refuses a wrong current password with a 400 field error, not a 401', async () => {
    const email = uniqueEmail();
    const token = await signUpAndLogin(ctx.app, ctx.database.db, email);
    const response = await changePassword(token, { current_password: 'not-my-password', new_password: 'brand-new-77' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: 'Current password is incorrect',
      errors: { current_password: 'Current password is incorrect' },
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('applies the sign-up rules to the new password and refuses the current one', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ new_password: 'brand-new-77' }, 'current_password', 'Current password is required'],
      [{ current_password: PASSWORD }, 'new_password', 'New password is required'],
      [{ current_password: PASSWORD, new_password: 'abc' }, 'new_password', 'Password must be at least 6 characters'],
      [
        { current_password: PASSWORD, new_password: 'password123' },
        'new_password',
        'This password is too common. Please choose another.',
      ],
      [
        { current_password: PASSWORD, new_password: PASSWORD },
        'new_password',
        'Choose a new password that differs from the current one',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await changePassword(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: message });
    }
  });

  it('changes the password, revokes the other sessions only, and e-mails a notice', async () => {
    const email = uniqueEmail();
    const token = await signUpAndLogin(ctx.app, ctx.database.db, email);
    const otherDevice = await secondSession(email);
    const response = await changePassword(token, { current_password: PASSWORD, new_password: 'brand-new-77' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Password changed. Your other devices have been signed out.',
    });

    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const [notice] = await outbox(email);
    expect(notice?.subject).toMatch(/password was changed/);
    expect(notice?.text_body).toContain('every other device');

    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'brand-new-77')).statusCode).toBe(200);
  });

  it('rate-limits wrong current passwords per account', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    const wrong = { current_password: 'wrong-guess', new_password: 'brand-new-77' };
    for (let i = 0; i < 10; i++) expect((await changePassword(token, wrong)).statusCode).toBe(400);
    const limited = await changePassword(token, wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The session still works: a 429 is not a sign-out.
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('DELETE /users/profile/me', () => {
  const deleteAccount = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/profile/me', headers: bearer(token), payload });

  it('needs the right password', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    const missing = await deleteAccount(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ password: 'Enter your password to delete your account' });
    const wrong = await deleteAccount(token, { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ password: 'Current password is incorrect' });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('removes the account, its content, follows, files and sessions, and keeps the counters right', async () => {
    const db = ctx.database.db;
    const mediaDir = path.join(ctx.dataDir, 'media');
    const email = uniqueEmail('leaver');
    const token = await signUpAndLogin(ctx.app, db, email);
    const otherDevice = await secondSession(email);
    const leaver = (await me(token)).json().data.id as string;
    await db
      .updateTable('users')
      .set({
        location_suburb: PARK_SLOPE.suburb,
        location_city: PARK_SLOPE.city,
        location_state: PARK_SLOPE.state,
        location_country: PARK_SLOPE.country,
      })
      .where('id', '=', leaver)
      .execute();
    const stayer = await neighbour(ctx.app, PARK_SLOPE);
    const stayerPost = await createPost(ctx.app, stayer.headers, 'I am staying');
    const filesBefore = await listFiles(mediaDir);

    // The leaver's content: a post with a picture, a text post, comments on both sides, follows, an avatar.
    const withImage = await createPostRequest(ctx.app, bearer(token), 'Leaving soon', [
      { name: 'media', filename: 'a.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    expect(withImage.statusCode, withImage.body).toBe(201);
    const leaverPost = withImage.json().data.id as string;
    await createPost(ctx.app, bearer(token), 'Second post');
    const comment = (headers: Record<string, string>, postId: string, content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/comments/create-comment',
        headers,
        payload: { post_id: postId, content },
      });
    expect((await comment(bearer(token), stayerPost, 'Bye!')).statusCode).toBe(201);
    expect((await comment(bearer(token), stayerPost, 'Really bye.')).statusCode).toBe(201);
    expect((await comment(stayer.headers, stayerPost, 'See you')).statusCode).toBe(201);
    expect((await comment(stayer.headers, leaverPost, 'Good luck')).statusCode).toBe(201);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${stayer.id}/follow`, headers: bearer(token) });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${leaver}/follow`, headers: stayer.headers });
    const avatar = multipartBody([
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/avatar',
      headers: { ...bearer(token), ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await listFiles(mediaDir)).length).toBe(filesBefore.length + 4);

    const feedTotal = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: stayer.headers })).json().metadata
        .total as number;
    expect(await feedTotal()).toBe(3);

    const response = await deleteAccount(token, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: 'Your account has been deleted' });

    // Every token is dead, the content and files are gone.
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await listFiles(mediaDir)).toEqual(filesBefore);
    const left = async (table: 'posts' | 'comments' | 'sessions' | 'follows' | 'users') => {
      const column = {
        posts: 'author_id',
        comments: 'author_id',
        sessions: 'user_id',
        follows: 'follower_id',
        users: 'id',
      }[table] as 'id';
      return (await db.selectFrom(table).select(column).where(column, '=', leaver).execute()).length;
    };
    for (const table of ['posts', 'comments', 'sessions', 'follows', 'users'] as const) {
      expect(await left(table), table).toBe(0);
    }
    const followed = await db.selectFrom('follows').select('follower_id').where('followee_id', '=', leaver).execute();
    expect(followed).toHaveLength(0);
    expect(await outbox(email)).toHaveLength(0);

    // Counters: the feed total and the stayer's post comment count follow.
    expect(await feedTotal()).toBe(1);
    const area = await db
      .selectFrom('post_area_counts')
      .select((eb) => eb.fn.sum<string | number>('posts_count').as('posts_count'))
      .where('location_suburb', '=', PARK_SLOPE.suburb)
      .where('location_city', '=', PARK_SLOPE.city)
      .executeTakeFirstOrThrow();
    expect(Number(area.posts_count)).toBe(1);
    const remaining = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/posts/${stayerPost}`,
      headers: stayer.headers,
    });
    expect(remaining.json().data.comments_count).toBe(1);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/${stayer.id}/stats`,
      headers: stayer.headers,
    });
    expect(stats.json().data).toMatchObject({ followersCount: 0, followingCount: 0 });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${leaver}`, headers: stayer.headers });
    expect(gone.statusCode).toBe(404);

    // The address is free again.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(email) });
    expect(again.statusCode, again.body).toBe(201);
  });
});
