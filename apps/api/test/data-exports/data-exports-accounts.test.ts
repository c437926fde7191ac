import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/auth.js';
import { deletableNeighbour } from '../helpers/messages.js';
import { organization } from '../helpers/organizations.js';
import { createPost, neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { exportApi, exportMail, readyExport, readZip } from './data-export-helpers.js';

// Issue 43, decision 0077: organizations take their data away too, and a deleted account's
// archives go with it.
let ctx: TestContext;
let http: ReturnType<typeof exportApi>;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '100000', VISITOR_RATE_LIMIT_PER_MINUTE: '100000' },
    { startJobs: false },
  );
  http = exportApi(ctx.app);
});
afterAll(async () => ctx?.close());

describe('data exports of organizations and deleted accounts', () => {
  it('exports an organization’s profile, listings and updates, and the reviews it received', async () => {
    const shop = await organization(ctx.app, { business_name: 'Corner Bakery', description: 'Fresh bread daily' });
    const reviewer = await neighbour(ctx.app);
    await ctx.app.database.db
      .insertInto('listings')
      .values({ organization_id: shop.id, title: 'Sourdough loaf', price_cents: 450 })
      .execute();
    const now = new Date();
    await ctx.app.database.db
      .insertInto('organization_reviews')
      .values({
        organization_id: shop.id,
        author_id: reviewer.id,
        rating: 5,
        text: 'Best croissants',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await createPost(ctx.app, shop.headers, 'Fresh rye on Saturday');

    const queued = await http.request(shop.headers);
    expect(queued.statusCode, queued.body).toBe(202);
    await ctx.app.jobs.drain();
    const { id, token } = await exportMail(ctx.app, shop.ownerId);
    const zip = readZip((await http.download(id!, token!)).rawPayload);
    const org = zip.json('organization.json') as {
      profile: { business_name: string };
      listings: { title: string }[];
      updates: { content: string }[];
    };
    expect(org.profile.business_name).toBe('Corner Bakery');
    expect(org.listings.map((listing) => listing.title)).toEqual(['Sourdough loaf']);
    // A post of the account is in posts.json; updates lists those published as the organization.
    expect(Array.isArray(org.updates)).toBe(true);
    expect((zip.json('posts.json') as { content: string }[]).map((post) => post.content)).toEqual([
      'Fresh rye on Saturday',
    ]);
    const reviews = zip.json('reviews.json') as { received: { text: string; rating: number }[] };
    expect(reviews.received).toMatchObject([{ text: 'Best croissants', rating: 5 }]);
    // The reviewer appears by name only: no e-mail of theirs.
    const email = await ctx.app.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', reviewer.id)
      .executeTakeFirstOrThrow();
    expect(zip.all).not.toContain(email.email);
  });

  it('deletes the account’s exports and their archives with the account', async () => {
    const ada = await deletableNeighbour(ctx.app);
    const { id, token, archiveKey } = await readyExport(ctx.app, ada);
    expect(await ctx.app.mediaStorage.exists(archiveKey)).toBe(true);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: ada.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await ctx.app.database.db.selectFrom('data_exports').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
    expect(await ctx.app.mediaStorage.exists(archiveKey)).toBe(false);
    expect((await http.download(id, token)).statusCode).toBe(404);
  });

  it('ends the e-mailed link of a suspended account, and gives it back when the suspension ends', async () => {
    const ada = await neighbour(ctx.app);
    const { id, token } = await readyExport(ctx.app, ada);
    expect((await http.download(id, token)).statusCode).toBe(200);
    const until = new Date(Date.now() + 3_600_000);
    await ctx.app.database.db.updateTable('users').set({ suspended_until: until }).where('id', '=', ada.id).execute();
    expect((await http.download(id, token)).statusCode).toBe(404);
    await ctx.app.database.db.updateTable('users').set({ suspended_until: null }).where('id', '=', ada.id).execute();
    expect((await http.download(id, token)).statusCode).toBe(200);
    await ctx.app.database.db.updateTable('users').set({ banned_at: new Date() }).where('id', '=', ada.id).execute();
    expect((await http.download(id, token)).statusCode).toBe(404);
  });

  it('ends the e-mailed link when the password changes, however it changes; Settings still downloads it', async () => {
    const ada = await neighbour(ctx.app);
    const { id, token } = await readyExport(ctx.app, ada);
    expect((await http.download(id, token)).statusCode).toBe(200);
    // Any writer of a new password (Settings, a reset, single sign-on, a hand-written statement).
    await ctx.app.database.db
      .updateTable('users')
      .set({ password_hash: '$argon2id$v=19$m=19456,t=2,p=1$another$another' })
      .where('id', '=', ada.id)
      .execute();
    expect((await http.download(id, token)).statusCode).toBe(404);
    expect((await http.archive(id, ada.headers)).statusCode).toBe(200);
  });

  it('answers 401 to visitors', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/users/profile/export' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/export' })).statusCode).toBe(401);
  });
});
