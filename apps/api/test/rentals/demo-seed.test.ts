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

describe('the demo rentals board', () => {
  it('has requests in every state, keywords and the alerts they raised', async () => {
    const media = { storage: ctx.app.mediaStorage, limits: imageLimitsFrom(ctx.app.config) };
    expect(await seedDemoIfEmpty(ctx.database.db, media)).not.toBeNull();
    const amara = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'amara@demo.ourhood.app')
      .executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${await createSession(ctx.database.db, ctx.app.clock, amara.id)}` };
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json();

    const board = await get('/rentals/requests');
    expect(board.data.map((r: { itemName: string; status: string }) => `${r.itemName}:${r.status}`)).toEqual([
      'Stand mixer:open',
      'Cordless drill:open',
      'Ladder:accepted',
      'Camping tent:completed',
    ]);
    expect((await get('/rentals/keywords')).data.map((k: { keyword: string }) => k.keyword)).toEqual([
      'drill',
      'ladder',
      'camera',
    ]);
    const alerts = (await get('/notifications')).data.filter((n: { kind: string }) => n.kind === 'rental_match');
    expect(alerts.map((n: { message: string }) => n.message)).toEqual([
      'Priya Raman asked to borrow "Cordless drill"',
      'Hannah Schmidt asked to borrow "Ladder"',
    ]);
    // The demo queues no e-mail.
    expect(await ctx.database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
