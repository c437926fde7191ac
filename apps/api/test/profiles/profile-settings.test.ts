import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../helpers/factories.js';
import { listFiles, makeImage } from '../helpers/images.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createPost, neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let mediaDir: string;
type Person = Awaited<ReturnType<typeof neighbour>>;
let me: Person;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://ourhood.example/' });
  mediaDir = path.join(ctx.dataDir, 'media');
  me = await neighbour(ctx.app, undefined, { first_name: 'Ada', last_name: 'Lovelace' });
});

afterAll(async () => {
  await ctx?.close();
});

const patch = (url: string, payload: unknown, headers = me.headers) =>
  ctx.app.inject({ method: 'PATCH', url, headers, payload: payload as Record<string, unknown> });

function uploadAvatar(parts: FormPart[], headers = me.headers) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/profile/avatar',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const avatarPart = (data: Buffer, filename = 'me.png'): FormPart => ({
  name: 'avatar',
  filename,
  contentType: 'image/png',
  data,
});

describe('PATCH /users/profile/me', () => {
  it('changes names and bio and answers the self view', async () => {
    const response = await patch('/api/v1/users/profile/me', {
      first_name: '  Grace ',
      last_name: 'Hopper',
      bio: 'Compilers and cake.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Profile updated',
      data: { id: me.id, first_name: 'Grace', last_name: 'Hopper', name: 'Grace Hopper', bio: 'Compilers and cake.' },
    });
    expect(response.json().data).toHaveProperty('email');

    const partial = await patch('/api/v1/users/profile/me', { bio: '' });
    expect(partial.json().data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', bio: '' });
  });

  it('answers the sign-up messages as field errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'first_name', 'First name is required'],
      [{ first_name: 'A' }, 'first_name', 'First name must be at least 2 characters'],
      [{ last_name: ' ' }, 'last_name', 'Last name is required'],
      [{ last_name: 'B' }, 'last_name', 'Last name must be at least 2 characters'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch('/api/v1/users/profile/me', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', errors: { [field]: message } });
    }
    const me2 = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: me.headers });
    expect(me2.json().data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
  });
});

describe('profile picture', () => {
  it('stores an avatar, serves it, shows it on posts, and deletes the old files when replaced', async () => {
    const first = await uploadAvatar([avatarPart(await makeImage('png', 900, 600))]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Profile picture updated');
    const firstUrl = first.json().data.profile_picture.url as string;
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    const firstFiles = await listFiles(mediaDir);
    expect(firstFiles).toHaveLength(2);

    // The public profile, the self view and author blocks show it.
    const other = await neighbour(ctx.app);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${me.id}`, headers: other.headers });
    expect(profile.json().data.profile_picture).toEqual({ url: firstUrl });
    const postId = await createPost(ctx.app, me.headers, 'With a face');
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers: other.headers });
    const authorUrl = shown.json().data.author.profile_picture.url as string;
    expect(authorUrl).toMatch(/^\/media\/.+-thumb\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: authorUrl })).statusCode).toBe(200);
    const commented = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: me.headers,
      payload: { post_id: postId, content: 'Me again' },
    });
    expect(commented.json().data.author.profile_picture).toEqual({ url: authorUrl });
    const selfView = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: me.headers });
    expect(selfView.json().data.profile_picture).toEqual({ url: firstUrl });

    const second = await uploadAvatar([avatarPart(await makeImage('jpeg', 300, 300), 'new.jpg')]);
    expect(second.statusCode, second.body).toBe(200);
    const secondUrl = second.json().data.profile_picture.url as string;
    expect(secondUrl).not.toBe(firstUrl);
    const files = await listFiles(mediaDir);
    expect(files).toHaveLength(2);
    for (const file of firstFiles) expect(files).not.toContain(file);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('refuses a request without a file, and bad files, leaving no orphans', async () => {
    const before = await listFiles(mediaDir);
    const none = await uploadAvatar([{ name: 'note', value: 'hi' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'Choose an image for your profile picture',
      errors: { avatar: 'Choose an image for your profile picture' },
    });
    const notImage = await uploadAvatar([avatarPart(Buffer.from('plain text, not a picture'), 'x.png')]);
    expect(notImage.statusCode).toBe(415);
    const two = await uploadAvatar([avatarPart(await makeImage('png')), avatarPart(await makeImage('png'), 'two.png')]);
    expect(two.statusCode).toBe(400);
    expect(await listFiles(mediaDir)).toEqual(before);
  });

  it('removes the avatar and its files', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/avatar',
      headers: me.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Profile picture removed', data: { profile_picture: null } });
    expect(await listFiles(mediaDir)).toEqual([]);
  });
});

describe('notification preferences', () => {
  const url = '/api/v1/users/profile/notification-preferences';

  it('start from the defaults and merge partial changes', async () => {
    const person = await neighbour(ctx.app);
    const initial = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({
      rental_match: { in_app: true, email: true, push: true },
      rental_update: { in_app: true, email: true, push: true },
      comment_on_post: { in_app: true, email: false, push: true },
      new_follower: { in_app: true, email: false, push: false },
      group_membership: { in_app: true, email: true, push: true },
      group_post: { in_app: true, email: false, push: false },
      event_update: { in_app: true, email: true, push: true },
      event_reminder: { in_app: true, email: true, push: true },
      safety_alert: { in_app: true, email: true, push: true },
      reaction: { in_app: true, email: false, push: false },
      mention: { in_app: true, email: false, push: true },
      message: { in_app: true, email: true, push: true },
      marketplace: { in_app: true, email: true, push: true },
    });

    const changed = await patch(url, { comment_on_post: { email: true } }, person.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Notification preferences saved' });
    expect(changed.json().data).toEqual({
      rental_match: { in_app: true, email: true, push: true },
      rental_update: { in_app: true, email: true, push: true },
      comment_on_post: { in_app: true, email: true, push: true },
      new_follower: { in_app: true, email: false, push: false },
      group_membership: { in_app: true, email: true, push: true },
      group_post: { in_app: true, email: false, push: false },
      event_update: { in_app: true, email: true, push: true },
      event_reminder: { in_app: true, email: true, push: true },
      safety_alert: { in_app: true, email: true, push: true },
      reaction: { in_app: true, email: false, push: false },
      mention: { in_app: true, email: false, push: true },
      message: { in_app: true, email: true, push: true },
      marketplace: { in_app: true, email: true, push: true },
    });

    await patch(url, { rental_match: { email: false }, new_follower: { in_app: false } }, person.headers);
    const stored = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(stored.json().data).toEqual({
      rental_match: { in_app: true, email: false, push: true },
      rental_update: { in_app: true, email: true, push: true },
      comment_on_post: { in_app: true, email: true, push: true },
      new_follower: { in_app: false, email: false, push: false },
      group_membership: { in_app: true, email: true, push: true },
      group_post: { in_app: true, email: false, push: false },
      event_update: { in_app: true, email: true, push: true },
      event_reminder: { in_app: true, email: true, push: true },
      safety_alert: { in_app: true, email: true, push: true },
      reaction: { in_app: true, email: false, push: false },
      mention: { in_app: true, email: false, push: true },
      message: { in_app: true, email: true, push: true },
      marketplace: { in_app: true, email: true, push: true },
    });
  });

  it('refuse values that are not booleans', async () => {
    const response = await patch(url, { rental_match: { email: 'yes' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /users/profile/invite', () => {
  const url = '/api/v1/users/profile/invite';

  it('answers nulls without a referral code', async () => {
    const person = await neighbour(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ referral_code: null, invite_link: null, joined_count: 0 });
  });

  it('answers the code, the sign-up link and how many verified neighbours joined with it', async () => {
    const person = await neighbour(ctx.app);
    const db = ctx.database.db;
    const code = await db
      .insertInto('referral_codes')
      .values({ code: 'ABC2345', owner_id: person.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(empty.json().data).toEqual({
      referral_code: 'ABC2345',
      invite_link: 'https://ourhood.example/signup?ref=ABC2345',
      joined_count: 0,
    });

    for (const verified of [true, true, false]) {
      const joined = await buildUser(db, { email_verified_at: verified ? new Date() : null });
      await db
        .insertInto('referrals')
        .values({ referred_user_id: joined.id, referrer_id: person.id, code_id: code.id })
        .execute();
    }
    const response = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(response.json().data.joined_count).toBe(2);
  });
});
