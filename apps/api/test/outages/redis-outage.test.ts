import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, signUpAndLogin } from '../helpers/auth.js';
import { redisReachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { activeResources, startTcpProxy, waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp } from '../helpers/test-app.js';

// Issue 39 item 3: Redis going away must not take the API with it. Redis sits behind a TCP proxy
// the test stops and starts, so the real server is untouched.
vi.setConfig({ testTimeout: 120_000 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh client address, so each check starts from an empty count. */
const freshAddress = () => `10.39.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Signed-in requests, `parallel` at a time, until stopped: every status they answered. */
function load(url: string, token: string, parallel = 8) {
  const statuses: number[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const response = await fetch(`${url}/api/v1/users/profile/me`, { headers: bearer(token) });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  const workers = Array.from({ length: parallel }, worker);
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
      return statuses;
    },
  };
}

async function readiness(url: string) {
  const response = await fetch(`${url}/api/v1/ready`);
  return { status: response.status, body: (await response.json()) as { data: { redis: string } } };
}

/** Where the store keeps the visitors' count of `address` (plugins/rate-limit.ts). */
async function countInRedis(redis: Redis, app: App, address: string): Promise<number> {
  await app.inject({ method: 'GET', url: '/api/v1/no-such-route', remoteAddress: address });
  const keys = await redis.keys(`ourhood-rl:*${address}*`);
  const values = await Promise.all(keys.map((key) => redis.get(key)));
  return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
}

describe('Redis going away', () => {
  it('keeps answering under load, says so on /ready, counts in memory meanwhile, and recovers', async (test) => {
    if (!(await redisReachable())) test.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    const direct = new Redis(TEST_REDIS_URL);
    cleanups.push(async () => void direct.disconnect());
    const baseline = activeResources();
    // The database stays (in-memory PGlite, or a schema of TEST_DATABASE_URL).
    // The load's one account may make more than a minute's budget on a fast machine, or a slow one
    // whose Redis takes long to come back: this test is about answering, not about that limit.
    const ctx = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, RATE_LIMIT_PER_MINUTE: '100000' });
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await ctx.close();
    });
    const { app } = ctx;
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signUpAndLogin(app, ctx.database.db);
    const received: string[] = [];
    const user = (await app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) })).json<{
      data: { id: string };
    }>().data.id;
    app.notifications.subscribe(user, (event) => received.push(event));

    await waitFor(async () => (await readiness(url)).body.data.redis === 'up', 'Redis to be up');
    // Counted in Redis while it answers.
    expect(await countInRedis(direct, app, freshAddress())).toBe(1);

    const traffic = load(url, token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.stop();
    const outageStarted = Date.now();

    // Readiness stays 200 and tells the operator.
    await waitFor(async () => (await readiness(url)).body.data.redis === 'down', '/ready to say redis down', 5000);
    const ready = await readiness(url);
    expect(ready.status).toBe(200);
    // A request during the outage is counted in this process's memory: nothing lands in Redis.
    const duringOutage = freshAddress();
    await app.inject({ method: 'GET', url: '/api/v1/no-such-route', remoteAddress: duringOutage });
    // Live events go the database's way (in memory on PGlite), at once.
    const announced = Date.now();
    await app.notifications.announceUnread(user);
    expect(Date.now() - announced).toBeLessThan(500);
    await waitFor(() => received.includes('unread'), 'the live event to arrive', 2000);
    while (Date.now() - outageStarted < 3000) await new Promise((resolve) => setTimeout(resolve, 100));

    await proxy.start();
    await waitFor(async () => (await readiness(url)).body.data.redis === 'up', 'Redis to be up again', 20_000);
    const statuses = await traffic.stop();

    // Every request of the load was answered, none with 503 (or any error).
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await direct.keys(`ourhood-rl:*${duringOutage}*`)).toEqual([]);
    // Redis-backed limiting resumed.
    expect(await countInRedis(direct, app, freshAddress())).toBe(1);

    // Gone again, then closed: the close is bounded and nothing reconnects afterwards.
    await proxy.stop();
    const started = Date.now();
    closed = true;
    await ctx.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await waitFor(
      () => (activeResources().Timeout ?? 0) <= (baseline.Timeout ?? 0),
      'timers to return to the baseline',
      3000,
    );
    const attempts = proxy.accepted;
    await proxy.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(proxy.accepted).toBe(attempts);
  });
});
