import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { bearer, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';
import { BUSHWICK, createPost, IKEJA, neighbour } from '../helpers/posts.js';
import { countStatements } from '../helpers/statement-counter.js';
import { startTcpProxy, waitFor, type TcpProxy } from '../helpers/tcp-proxy.js';
import { createTestApp, sameSchemaConfig, type TestContext } from '../helpers/test-app.js';

// Decision 0035: sessions kept per process end at once all the same: on a logout, and on any
// change a plain statement makes (another process, the admin command, a database console).

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** Statements a request runs, and its status. */
async function costOf(app: App, database: Database, url: string, token: string) {
  const counter = countStatements(database);
  try {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    return { status: response.statusCode, statements: counter.count() };
  } finally {
    counter.restore();
  }
}

/** 200 for moderators, 404 for everyone else, visitors included. */
const queue = '/api/v1/moderation/queue';
/** 200 for a live session, 401 without one. */
const feed = '/api/v1/posts';

describe('sessions kept per process', () => {
  it('reads a session once: later requests with the token run no statement for it', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    expect(ctx.app.sessionCache.active).toBe(true);
    expect(await costOf(ctx.app, ctx.database, '/api/v1/health', token)).toEqual({ status: 200, statements: 1 });
    expect(await costOf(ctx.app, ctx.database, '/api/v1/health', token)).toEqual({ status: 200, statements: 0 });
  });

  it('refuses the token at once after a logout', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(401);
  });

  it('hears a change made by a plain statement before the statement completes', async () => {
    const email = uniqueEmail('promoted');
    const token = await signUpAndLogin(ctx.app, ctx.database.db, email);
    expect((await costOf(ctx.app, ctx.database, queue, token)).status).toBe(404);
    expect((await costOf(ctx.app, ctx.database, queue, token)).statements).toBe(0);

    await ctx.database.db.updateTable('users').set({ role: 'moderator' }).where('email', '=', email).execute();
    expect((await costOf(ctx.app, ctx.database, queue, token)).status).toBe(200);

    await ctx.database.db.updateTable('users').set({ role: 'member' }).where('email', '=', email).execute();
    expect((await costOf(ctx.app, ctx.database, queue, token)).status).toBe(404);

    expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(200);
    await ctx.database.db.updateTable('users').set({ banned_at: new Date() }).where('email', '=', email).execute();
    expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(401);
  });

  it("reads the feed from the reader's new area as soon as they move", async () => {
    const ikeja = await neighbour(ctx.app, IKEJA);
    const bushwick = await neighbour(ctx.app, BUSHWICK);
    await createPost(ctx.app, ikeja.headers, 'News from Ikeja');
    await createPost(ctx.app, bushwick.headers, 'News from Bushwick');
    const reader = await neighbour(ctx.app, BUSHWICK);
    const firstPost = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts?limit=1', headers: reader.headers });
      return (response.json().data as { content: string }[])[0]?.content;
    };
    // The reader's own suburb comes first; the session that carries the area is now kept.
    expect(await firstPost()).toBe('News from Bushwick');
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/update-location',
      headers: reader.headers,
      payload: { latitude: 6.6018, longitude: 3.3515 },
    });
    expect(moved.json().data.location).toEqual(IKEJA);
    expect(await firstPost()).toBe('News from Ikeja');
  });

  it('ends the sessions of a deleted account and of a revoked session written by hand', async () => {
    const revokedEmail = uniqueEmail('revoked');
    const revoked = await signUpAndLogin(ctx.app, ctx.database.db, revokedEmail);
    const deletedEmail = uniqueEmail('deleted');
    const deleted = await signUpAndLogin(ctx.app, ctx.database.db, deletedEmail);
    for (const token of [revoked, deleted]) {
      expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(200);
    }
    await sql`UPDATE sessions SET revoked_at = now()
      WHERE user_id = (SELECT id FROM users WHERE email = ${revokedEmail})`.execute(ctx.database.db);
    await sql`DELETE FROM users WHERE email = ${deletedEmail}`.execute(ctx.database.db);
    for (const token of [revoked, deleted]) {
      expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(401);
    }
  });
});

// Several processes share one PostgreSQL database; PGlite admits one process.
describe.skipIf(!databaseUrl)('sessions kept across processes (PostgreSQL)', () => {
  let second: { app: App; database: Database } | undefined;
  let proxy: TcpProxy | undefined;
  let third: TestContext | undefined;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await third?.close();
    await proxy?.close();
  });

  it('ends a session at once in this process when another process logs it out', async () => {
    // A database of its own: its connections are not the first app's, as in another process.
    const database = await openDatabase({ url: databaseUrl, schema: ctx.app.config.DATABASE_SCHEMA });
    const config = sameSchemaConfig(ctx);
    second = { app: await buildApp(config, { database, migrate: false, startJobs: false }), database };

    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    expect((await costOf(ctx.app, ctx.database, feed, token)).status).toBe(200);
    expect((await costOf(ctx.app, ctx.database, '/api/v1/health', token)).statements).toBe(0);

    const logout = await second.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    // The notice crosses to this process's connections as the other's commit does.
    await waitFor(
      async () => (await costOf(ctx.app, ctx.database, feed, token)).status === 401,
      'the logout to reach the first process',
      2000,
    );
  });

  it('keeps nothing while its listening connection is lost, and keeps again once it is back', async () => {
    const target = new URL(databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // The app's own listening connections go through the proxy; its pool does not.
    third = await createTestApp({ DATABASE_URL: viaProxy.toString() });
    const app = third.app;
    await waitFor(() => app.sessionCache.active, 'the session listener');
    const token = await signUpAndLogin(app, third.database.db);
    await costOf(app, third.database, queue, token);
    expect((await costOf(app, third.database, queue, token)).statements).toBe(0);

    await proxy.stop();
    await waitFor(() => !app.sessionCache.active, 'the cache to stop keeping sessions');
    expect(app.sessionCache.size).toBe(0);
    expect(await costOf(app, third.database, queue, token)).toEqual({ status: 404, statements: 1 });
    expect(await costOf(app, third.database, queue, token)).toEqual({ status: 404, statements: 1 });

    await proxy.start();
    await waitFor(() => app.sessionCache.active, 'the session listener to come back', 20_000);
    await costOf(app, third.database, queue, token);
    expect((await costOf(app, third.database, queue, token)).statements).toBe(0);
  });
});
