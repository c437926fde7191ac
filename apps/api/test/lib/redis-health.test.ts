import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisRetryStrategy } from '../../src/lib/backoff.js';
import { RedisHealth } from '../../src/lib/redis/redis-health.js';
import { quietLog } from '../helpers/quiet-log.js';
import { redisReachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { startTcpProxy, waitFor } from '../helpers/tcp-proxy.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('RedisHealth', () => {
  it('logs an outage once when it starts and once when it ends, however many reconnects fail', async (test) => {
    if (!(await redisReachable())) test.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    let closed = false;
    const client = new Redis(`redis://127.0.0.1:${proxy.port}`, {
      maxRetriesPerRequest: 1,
      retryStrategy: redisRetryStrategy({ baseMs: 10, capMs: 20 }, () => closed),
    });
    const log = quietLog();
    const health = new RedisHealth([client], log, { name: 'test', fallback: 'memory' });
    cleanups.push(async () => {
      closed = true;
      health.close();
      client.disconnect();
    });

    await waitFor(() => health.usable, 'the first connection');
    expect(health.status).toBe('up');
    await proxy.stop();
    await waitFor(() => !health.usable, 'the outage to be seen');
    // Reconnects every 10-20 ms, each refused (an 'error' event of ioredis): still one line.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(health.status).toBe('down');
    expect([log.warnings, log.infos]).toEqual([1, 0]);

    await proxy.start();
    await waitFor(() => health.usable, 'the connection to come back', 5000);
    expect([log.warnings, log.infos]).toEqual([1, 1]);
  });

  it('leaves Redis alone for a moment after a command failed on a live connection', async (test) => {
    if (!(await redisReachable())) test.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const client = new Redis(TEST_REDIS_URL);
    const log = quietLog();
    const health = new RedisHealth([client], log, { name: 'test', fallback: 'memory' });
    cleanups.push(async () => {
      health.close();
      client.disconnect();
    });
    await waitFor(() => health.usable, 'the first connection');
    health.commandFailed(new Error('Command timed out'));
    health.commandFailed(new Error('Command timed out'));
    expect(health.usable).toBe(false);
    expect(log.warnings).toBe(1);
    health.commandSucceeded();
    expect(health.usable).toBe(true);
    expect(log.infos).toBe(1);
  });
});
