import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { makeImage } from '../helpers/images.js';
import { follow, send, startConversation } from '../helpers/messages.js';
import { createPost, createPostRequest, neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { exportApi, exportMail, readyExport, readZip } from './data-export-helpers.js';

// Issue 43, decision 0077: an account's archive of its own data, built by a job and e-mailed.
const clock = manualClock(new Date('2030-05-01T09:00:00Z'));
let ctx: TestContext;
let http: ReturnType<typeof exportApi>;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '100000', VISITOR_RATE_LIMIT_PER_MINUTE: '100000' },
    { startJobs: false, clock },
  );
  http = exportApi(ctx.app);
});
afterAll(async () => ctx?.close());

describe('POST /users/profile/export', () => {
  it('answers 202, and the job zips the account’s own data and media, e-mails a link that downloads it', async () => {
    const ada = await neighbour(ctx.app);
    const bob = await neighbour(ctx.app);
    const cy = await neighbour(ctx.app);
    const photo = await makeImage('png');
    const post = await createPostRequest(ctx.app, ada.headers, 'Ada’s garden party', [
      { name: 'media', filename: 'garden.png', contentType: 'image/png', data: photo },
    ]);
    expect(post.statusCode, post.body).toBe(201);
    await createPost(ctx.app, bob.headers, 'Bob’s public post');
    await follow(ctx.app, ada, bob);
    await follow(ctx.app, cy, ada);
    const talk = await startConversation(ctx.app, ada, bob, 'Hello Bob, from Ada');
    await send(ctx.app, bob, talk.conversation.id, 'Hi Ada, Bob here');
    // A conversation Ada is not in: nothing of it may reach her archive.
    const secret = await startConversation(ctx.app, bob, cy, 'bob-to-cy-secret-words');
    expect(secret.conversation.id).toBeTruthy();

    const queued = await http.request(ada.headers);
    expect(queued.statusCode, queued.body).toBe(202);
    const data = queued.json().data as { id: string; status: string; requested_at: string };
    expect(data).toMatchObject({ status: 'queued', requested_at: clock.now().toISOString() });
    expect((await http.list(ada.headers)).json().data).toMatchObject([{ id: data.id, status: 'queued' }]);

    await ctx.app.jobs.drain();
    const listed = (await http.list(ada.headers)).json().data as Record<string, unknown>[];
    expect(listed[0]).toMatchObject({ id: data.id, status: 'ready', ready_at: clock.now().toISOString() });
    expect(listed[0]!.expires_at).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    expect(JSON.stringify(listed)).not.toMatch(/token|archive_key/);

    const { mail, id, token } = await exportMail(ctx.app, ada.id);
    expect(mail?.subject).toMatch(/data is ready/);
    expect(id).toBe(data.id);
    const download = await http.download(data.id, token!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ourhood-data-2030-05-01\.zip"$/);

    const zip = readZip(download.rawPayload);
    for (const name of [
      'README.txt',
      'profile.json',
      'settings.json',
      'posts.json',
      'comments.json',
      'reactions.json',
    ]) {
      expect(zip.names).toContain(name);
    }
    for (const name of [
      'follows',
      'groups',
      'events',
      'messages',
      'marketplace',
      'rentals',
      'reviews',
      'organization',
    ]) {
      expect(zip.names).toContain(`${name}.json`);
    }
    expect(zip.json('profile.json')).toMatchObject({ id: ada.id });
    const posts = zip.json('posts.json') as { content: string; media_keys: string[] }[];
    expect(posts.map((p) => p.content)).toEqual(['Ada’s garden party']);
    expect(posts[0]!.media_keys).toHaveLength(1);
    expect(zip.names).toContain(posts[0]!.media_keys[0]);
    expect(zip.files[posts[0]!.media_keys[0]!]!.byteLength).toBeGreaterThan(0);
    const follows = zip.json('follows.json') as { following: { user_id: string }[]; followers_count: number };
    expect(follows.following.map((f) => f.user_id)).toEqual([bob.id]);
    expect(follows.followers_count).toBe(1);
    const messages = zip.json('messages.json') as { messages: { body: string; from_me: boolean }[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.messages.map((m) => [m.body, m.from_me])).toEqual([
      ['Hello Bob, from Ada', true],
      ['Hi Ada, Bob here', false],
    ]);
    // Nobody else's private data: not Bob's conversation with Cy, not his post, no secrets.
    expect(zip.all).not.toContain('bob-to-cy-secret-words');
    expect(zip.all).not.toContain('Bob’s public post');
    expect(zip.all).not.toMatch(/password_hash|token_hash|\$argon2/);
    expect(zip.all).not.toContain(cy.id);
  });

  it('serves the archive only with its token or to its signed-in owner; everything else is 404', async () => {
    const ada = await neighbour(ctx.app);
    const eve = await neighbour(ctx.app);
    const id = (await http.request(ada.headers)).json().data.id as string;
    await ctx.app.jobs.drain();
    const { token } = await exportMail(ctx.app, ada.id);
    expect((await http.download(id, token!)).statusCode).toBe(200);
    expect((await http.download(id, `${token}x`)).statusCode).toBe(404);
    expect((await http.download(id, 'nope')).statusCode).toBe(404);
    expect((await http.download('00000000-0000-4000-8000-000000000000', token!)).statusCode).toBe(404);
    expect((await http.download('not-a-uuid', token!)).statusCode).toBe(404);
    expect((await http.archive(id, ada.headers)).statusCode).toBe(200);
    expect((await http.archive(id, eve.headers)).statusCode).toBe(404);
    // Nor is it served as media: its key is never public.
    const row = await ctx.app.database.db
      .selectFrom('data_exports')
      .select('archive_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${row.archive_key}` })).statusCode).toBe(404);
  });

  it('allows one request a day: a second within 24 h is 429 EXPORT_TOO_SOON and stores nothing', async () => {
    const ada = await neighbour(ctx.app);
    expect((await http.request(ada.headers)).statusCode).toBe(202);
    clock.advance(23 * 3_600_000);
    const again = await http.request(ada.headers);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 'error', code: 'EXPORT_TOO_SOON' });
    expect(again.json().message).toMatch(/one archive a day/);
    expect((await http.list(ada.headers)).json().data).toHaveLength(1);
    clock.advance(3_600_000);
    expect((await http.request(ada.headers)).statusCode).toBe(202);
    expect((await http.list(ada.headers)).json().data).toHaveLength(2);
    await ctx.app.jobs.drain();
  });

  it('makes exactly one export of 50 requests at once', async () => {
    const ada = await neighbour(ctx.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => http.request(ada.headers)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(1);
    expect(codes.filter((code) => code === 429)).toHaveLength(49);
    const rows = await ctx.app.database.db
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', ada.id)
      .execute();
    expect(rows).toHaveLength(1);
    const jobs = await ctx.app.database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'data_export')
      .where('payload', '@>', JSON.stringify({ exportId: rows[0]!.id }))
      .execute();
    expect(jobs).toHaveLength(1);
    await ctx.app.jobs.drain();
  });

  it('expires the archive after 7 days: the file is deleted and the link answers 404', async () => {
    const ada = await neighbour(ctx.app);
    const { id, token, archiveKey } = await readyExport(ctx.app, ada);
    expect(await ctx.app.mediaStorage.exists(archiveKey)).toBe(true);
    clock.advance(7 * DAY - 1000);
    expect((await http.download(id, token)).statusCode).toBe(200);
    clock.advance(1000);
    await ctx.app.jobs.drain();
    expect(await ctx.app.mediaStorage.exists(archiveKey)).toBe(false);
    expect((await http.download(id, token)).statusCode).toBe(404);
    expect((await http.list(ada.headers)).json().data[0]).toMatchObject({ id, status: 'expired', size: null });
  });
});
