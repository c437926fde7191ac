import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { demoFollows } from '../../src/seed/demo-data.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('demo follows', () => {
  it('give the demo profiles real follower counts, seeded once', async () => {
    await seedDemoIfEmpty(ctx.database.db);
    expect(await seedDemoIfEmpty(ctx.database.db)).toBeNull();
    const db = ctx.database.db;
    const idOf = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const amara = await idOf('amara@demo.ourhood.app');
    const diego = await idOf('diego@demo.ourhood.app');
    const token = await createSession(db, ctx.app.clock, diego);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/${amara}/stats`,
      headers: { authorization: `Bearer ${token}` },
    });
    const followers = demoFollows.filter(([, followee]) => followee === 'amara@demo.ourhood.app').length;
    expect(response.json().data).toMatchObject({ followersCount: followers, isFollowing: true });
    expect(followers).toBeGreaterThan(0);
  });
});
