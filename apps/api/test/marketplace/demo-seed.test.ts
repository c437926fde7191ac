import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ CURRENCY: 'EUR' }, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('the demo marketplace', () => {
  it('has items in every state, priced in the installation currency, with interest, saves and alerts', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db, undefined, 'EUR')).not.toBeNull();
    const sessionOf = async (email: string) => {
      const user = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { authorization: `Bearer ${await createSession(ctx.database.db, ctx.app.clock, user.id)}` };
    };
    const amara = await sessionOf('amara@demo.ourhood.app');
    const get = async (url: string, headers = amara) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json();

    const browse = await get('/marketplace/items');
    const neighbourItems = browse.data.filter((item: { source: string }) => item.source === 'neighbour');
    expect(neighbourItems.map((item: { title: string; status: string }) => `${item.title}:${item.status}`)).toEqual([
      "Box of children's books:available",
      'Spare drill batteries:available',
      'Road bike, 54 cm frame:available',
      'Armchair, free to a good home:available',
      'Wooden high chair:reserved',
    ]);
    expect(neighbourItems[2].price).toEqual({ amount: 180, minor: 18000, currency: 'EUR', free: false });
    // The demo organizations' listings of the area show too.
    expect(browse.data.some((item: { source: string }) => item.source === 'organization')).toBe(true);

    expect((await get('/marketplace/saved')).data.map((item: { title: string }) => item.title)).toEqual([
      'Road bike, 54 cm frame',
      'Armchair, free to a good home',
    ]);
    const mine = (await get('/marketplace/mine')).data;
    expect(mine[0]).toMatchObject({ title: 'Wooden high chair', status: 'reserved', interest_count: 2 });
    const notifications = (await get('/notifications')).data as {
      kind: string;
      board: string | null;
      message: string;
    }[];
    expect(notifications.filter((n) => n.kind.startsWith('marketplace_'))).toEqual([
      expect.objectContaining({
        kind: 'marketplace_match',
        board: 'marketplace',
        message: 'Priya Raman listed "Spare drill batteries" on the marketplace',
      }),
      expect.objectContaining({
        kind: 'marketplace_interest',
        message: 'Mei Chen is interested in your item "Wooden high chair"',
      }),
      expect.objectContaining({ kind: 'marketplace_interest' }),
    ]);
    const hannah = await sessionOf('hannah@demo.ourhood.app');
    const sold = (await get('/marketplace/mine', hannah)).data[0];
    expect(sold).toMatchObject({ title: 'Electric lawn mower', status: 'sold', buyer: { first_name: 'Samuel' } });
    expect(await ctx.database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
