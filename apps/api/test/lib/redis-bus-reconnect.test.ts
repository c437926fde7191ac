import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisBus } from '../../src/lib/notifications/index.js';
import type { BusMessage } from '../../src/lib/notifications/notification-bus.js';
import { quietLog } from '../helpers/quiet-log.js';
import { redisReachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { startTcpProxy, waitFor } from '../helpers/tcp-proxy.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const RETRY = { baseMs: 10, capMs: 40 };

describe('the Redis notification bus across reconnects', () => {
  it('subscribes again after each reconnect, and a connection dropped again at once rejects nothing unhandled', async (test) => {
    if (!(await redisReachable())) test.skip(`Redis is not reachable at ${TEST_REDIS_URL}`);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(async () => void process.off('unhandledRejection', onUnhandled));

    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    const channel = `ourhood_test_${randomBytes(4).toString('hex')}`;
    const log = quietLog();
    // The subscriber goes through the proxy; the publisher straight to Redis.
    const listener = await RedisBus.connect(`redis://127.0.0.1:${proxy.port}`, channel, log, RETRY);
    cleanups.push(() => listener.close());
    const sender = await RedisBus.connect(TEST_REDIS_URL, channel, log, RETRY);
    cleanups.push(() => sender.close());
    await listener.listening();
    await sender.listening();
    const heard: BusMessage[] = [];
    listener.onMessage((message) => heard.push(message));
    let resumed = 0;
    let dropOnResume = false;
    let closeOnResume = false;
    let closedOnResume = false;
    listener.onResume(() => {
      resumed += 1;
      // Dropped again the moment it is back, while its SUBSCRIBE is on the wire.
      if (dropOnResume || closeOnResume) void proxy.stop();
      // And closed then (a server stopping while Redis is away): the SUBSCRIBE is rejected.
      if (closeOnResume) void listener.close().then(() => (closedOnResume = true));
    });

    const hears = async (id: string) => {
      await waitFor(
        async () => {
          await sender.publish({ r: [id], e: 'unread' });
          return heard.some((message) => message.r.includes(id));
        },
        `the message to ${id}`,
        5000,
      );
    };
    await hears('before');

    for (let round = 0; round < 4; round++) {
      dropOnResume = round % 2 === 1;
      const before = resumed;
      await proxy.stop();
      await waitFor(() => !listener.usable, 'the outage to be seen', 5000);
      await proxy.start();
      await waitFor(() => resumed > before, 'the reconnect', 5000);
      if (!dropOnResume) await hears(`after-${round}`);
    }
    dropOnResume = false;
    await proxy.stop();
    await proxy.start();
    await hears('at-last');

    closeOnResume = true;
    await proxy.stop();
    await waitFor(() => !listener.usable, 'the outage to be seen', 5000);
    await proxy.start();
    await waitFor(() => closedOnResume, 'the close on resume', 5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
  });
});
