import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLimitsFrom } from '../../src/lib/images/index.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('the demo events', () => {
  it("has a neighbour's, a group's and an organization's upcoming event, answered, and no e-mail queued", async () => {
    const media = { storage: ctx.app.mediaStorage, limits: imageLimitsFrom(ctx.app.config) };
    expect(await seedDemoIfEmpty(ctx.database.db, media)).not.toBeNull();
    const amara = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'amara@demo.ourhood.app')
      .executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${await createSession(ctx.database.db, ctx.app.clock, amara.id)}` };
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json();
    const mine = await get('/events?scope=mine');
    expect(mine.data.map((e: { title: string }) => e.title)).toEqual([
      'Stoop sale on Sterling Place',
      'Community garden work morning',
      'Sourdough starter workshop',
    ]);
    const [stoop, garden, workshop] = mine.data;
    expect(stoop).toMatchObject({ going_count: 2, viewer_rsvp: { status: 'going' }, time_zone: 'America/New_York' });
    expect(garden).toMatchObject({ is_organizer: true, group: { name: 'Park Slope Gardeners' }, capacity: 12 });
    expect(workshop).toMatchObject({ organization: { name: expect.any(String) }, going_count: 3 });
    // The demo queues no e-mail (nor reminders, which would e-mail).
    expect(await ctx.database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
