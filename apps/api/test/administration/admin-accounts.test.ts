import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, neighbour } from '../helpers/posts.js';
import { staff } from '../helpers/safety.js';
import { statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 43, decision 0080: the admin's accounts, overview, audit log, e-mail, jobs and storage.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  admin = await staff(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const get = (url: string, headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object = {}, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('admin accounts', () => {
  it('finds accounts by part of a name or e-mail, filters, and opens one', async () => {
    const ada = await neighbour(ctx.app, undefined, {
      first_name: 'Adaline',
      last_name: 'Quux',
      email: 'adaline.q@example.test',
    });
    await createPost(ctx.app, ada.headers, 'Hello street');
    const byName = await get('/api/v1/admin/accounts?q=adaline%20qu');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.map((row: { id: string }) => row.id)).toEqual([ada.id]);
    const byMail = await get('/api/v1/admin/accounts?q=ADALINE.Q@');
    expect(byMail.json().data.map((row: { id: string }) => row.id)).toEqual([ada.id]);
    // % and _ are letters in a search.
    expect((await get('/api/v1/admin/accounts?q=%25')).json().data).toEqual([]);
    const staffOnly = await get('/api/v1/admin/accounts?filter=staff');
    expect(staffOnly.json().data.some((row: { id: string }) => row.id === admin.id)).toBe(true);
    expect(staffOnly.json().data.every((row: { role: string }) => row.role !== 'member')).toBe(true);

    const detail = await get(`/api/v1/admin/accounts/${ada.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: ada.id,
      email: 'adaline.q@example.test',
      posts: 1,
      status: 'active',
    });
    expect(detail.json().data.sessions).toHaveLength(1);
    expect(detail.json().data).not.toHaveProperty('password_hash');
    expect((await get('/api/v1/admin/accounts/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('reads a page of accounts and an account in a fixed number of statements', async () => {
    for (let index = 0; index < 5; index += 1) await neighbour(ctx.app);
    const list = await statementsDuring(ctx.app.database, () => get('/api/v1/admin/accounts?limit=20'));
    const someone = await neighbour(ctx.app);
    const one = await statementsDuring(ctx.app.database, () => get(`/api/v1/admin/accounts/${someone.id}`));
    // The session lookup is cached; a page is its rows and its count, an account its row and four reads.
    expect(list).toBeLessThanOrEqual(3);
    expect(one).toBeLessThanOrEqual(7);
  });

  it('changes roles (never the last admin, never one’s own), signs out everywhere and deletes', async () => {
    const someone = await neighbour(ctx.app);
    const made = await post(`/api/v1/admin/accounts/${someone.id}/role`, { role: 'moderator', reason: 'Helps a lot' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.role).toBe('moderator');
    expect((await post(`/api/v1/admin/accounts/${admin.id}/role`, { role: 'member' })).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/accounts/${someone.id}/role`, { role: 'owner' })).statusCode).toBe(400);
    // A moderator does not reach admin routes.
    expect((await get('/api/v1/admin/accounts', someone.headers)).statusCode).toBe(404);

    const out = await post(`/api/v1/admin/accounts/${someone.id}/sign-out`, { reason: 'Lost phone' });
    expect(out.statusCode, out.body).toBe(200);
    expect((await get('/api/v1/users/profile/me', someone.headers)).statusCode).toBe(401);

    const gone = await post(`/api/v1/admin/accounts/${someone.id}/delete`, { reason: 'Spam' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get(`/api/v1/admin/accounts/${someone.id}`)).statusCode).toBe(404);
    expect((await post(`/api/v1/admin/accounts/${admin.id}/delete`)).statusCode).toBe(409);

    const audit = await get('/api/v1/admin/audit-log?limit=10');
    const entries = audit.json().data as { action: string; reason: string; actor: { id: string } | null }[];
    expect(entries.slice(0, 3).map((entry) => entry.action)).toEqual([
      'account.delete',
      'account.sign_out',
      'account.role',
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Spam', actor: { id: admin.id } });
  });
});

describe('admin overview and operations', () => {
  it('answers every series over 7, 30 or 90 days with today’s activity', async () => {
    const writer = await neighbour(ctx.app);
    await createPost(ctx.app, writer.headers, 'Counting me');
    for (const days of [7, 30, 90]) {
      const stats = await get(`/api/v1/admin/stats?days=${days}`);
      expect(stats.statusCode, stats.body).toBe(200);
      const series = stats.json().data.series as Record<string, { date: string; value: number }[]>;
      expect(Object.keys(series).sort()).toEqual(
        [
          'active_neighbours',
          'mail_failed',
          'mail_sent',
          'posts',
          'reports',
          'reports_dismissed',
          'reports_hidden',
          'sign_ups',
          'suspensions',
        ].sort(),
      );
      for (const points of Object.values(series)) expect(points).toHaveLength(days);
      expect(series.posts!.at(-1)!.value).toBeGreaterThanOrEqual(1);
      expect(series.active_neighbours!.at(-1)!.value).toBeGreaterThanOrEqual(1);
      expect(series.sign_ups!.at(-1)!.value).toBeGreaterThanOrEqual(1);
    }
    for (const days of ['0', '31', '-7', 'abc', '1e9']) {
      expect((await get(`/api/v1/admin/stats?days=${days}`)).statusCode).toBe(400);
    }
    const statements = await statementsDuring(ctx.app.database, () => get('/api/v1/admin/stats?days=90'));
    expect(statements).toBeLessThanOrEqual(7);
  });

  it('sends a test e-mail to the admin, counts it, and lists failures by domain only', async () => {
    const sent = await post('/api/v1/admin/mail/test');
    expect(sent.statusCode, sent.body).toBe(200);
    const stats = await get('/api/v1/admin/stats?days=7');
    expect(stats.json().data.series.mail_sent.at(-1).value).toBeGreaterThanOrEqual(1);
    const failures = await get('/api/v1/admin/mail/failures');
    expect(failures.statusCode).toBe(200);
    expect(failures.json().data.transport).toBe('outbox');
  });

  it('lists failed jobs and runs one again', async () => {
    const [job] = await ctx.app.database.db
      .insertInto('jobs')
      .values({
        kind: 'test.never',
        payload: JSON.stringify({}),
        run_at: new Date(),
        failed_at: new Date(),
        last_error: 'boom',
      })
      .returning('id')
      .execute();
    const failed = await get('/api/v1/admin/jobs?state=failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.jobs.map((row: { id: string }) => row.id)).toContain(job!.id);
    const retried = await post(`/api/v1/admin/jobs/${job!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.failed_at).toBeNull();
    expect((await post(`/api/v1/admin/jobs/${job!.id}/retry`)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/jobs?state=running')).statusCode).toBe(400);
    await ctx.app.database.db.deleteFrom('jobs').where('id', '=', job!.id).execute();
  });

  it('measures stored media', async () => {
    await ctx.app.mediaStorage.put('ab/ab000000000000000000000000000001-thumb.webp', new Uint8Array(10));
    await ctx.app.mediaStorage.put('ab/ab000000000000000000000000000001.webp', new Uint8Array(30));
    const storage = await get('/api/v1/admin/storage');
    expect(storage.statusCode, storage.body).toBe(200);
    expect(storage.json().data.files).toBeGreaterThanOrEqual(2);
    expect(storage.json().data.bytes).toBeGreaterThanOrEqual(40);
    const kinds = storage.json().data.by_kind.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['thumb', 'webp']));
  });
});
