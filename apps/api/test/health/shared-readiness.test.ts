import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedCheck } from '../../src/features/health/shared-check.js';
import { countStatements } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('a shared check', () => {
  it('never answers a caller with a check that began before it asked', async () => {
    const started: ReturnType<typeof deferred<string>>[] = [];
    const shared = new SharedCheck(() => {
      const check = deferred<string>();
      started.push(check);
      return check.promise;
    });

    const first = shared.run();
    const second = shared.run();
    const third = shared.run();
    expect(started).toHaveLength(1);
    started[0]!.resolve('before');
    expect(await first).toBe('before');
    // The two who came while the first check ran share the next one, started when it settled.
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]!.resolve('after');
    expect(await second).toBe('after');
    expect(await third).toBe('after');
  });

  it('passes a failure to the callers of that check only, and the next caller starts afresh', async () => {
    const started: ReturnType<typeof deferred<string>>[] = [];
    const shared = new SharedCheck(() => {
      const check = deferred<string>();
      started.push(check);
      return check.promise;
    });
    const failing = shared.run();
    const waiting = shared.run();
    started[0]!.reject(new Error('gone'));
    await expect(failing).rejects.toThrow('gone');
    await Promise.resolve();
    started[1]!.resolve('back');
    expect(await waiting).toBe('back');
    const later = shared.run();
    expect(started).toHaveLength(3);
    started[2]!.resolve('again');
    expect(await later).toBe('again');
  });
});

describe('readiness under many probes at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 50 probes at once with two round trips, each of them ready', async () => {
    const counter = countStatements(ctx.database);
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })),
      );
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', data: { database: ctx.database.kind } });
      }
      expect(counter.count()).toBeLessThanOrEqual(2);
      expect(counter.count()).toBeGreaterThanOrEqual(1);
    } finally {
      counter.restore();
    }
  });
});
