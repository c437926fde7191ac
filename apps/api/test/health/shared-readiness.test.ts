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

/** A shared check whose runs are settled by the test, each run's handle in `started`. */
function sharedDeferredCheck() {
  const started: ReturnType<typeof deferred<string>>[] = [];
  const shared = new SharedCheck(() => {
    const check = deferred<string>();
    started.push(check);
    return check.promise;
  });
  return { started, shared };
}

describe('a shared check', () => {
  it('shares the running check with everyone who asks meanwhile, and keeps nothing after it', async () => {
    const { started, shared } = sharedDeferredCheck();

    const first = shared.run();
    const second = shared.run();
    expect(started).toHaveLength(1);
    started[0]!.resolve('up');
    expect(await first).toBe('up');
    expect(await second).toBe('up');
    // Settled: the next caller gets a round trip of its own, not the kept answer.
    const later = shared.run();
    expect(started).toHaveLength(2);
    started[1]!.resolve('down');
    expect(await later).toBe('down');
  });

  it('passes a failure to the callers of that check only, and the next caller starts afresh', async () => {
    const { started, shared } = sharedDeferredCheck();
    const failing = shared.run();
    const sharing = shared.run();
    started[0]!.reject(new Error('gone'));
    await expect(failing).rejects.toThrow('gone');
    await expect(sharing).rejects.toThrow('gone');
    const later = shared.run();
    expect(started).toHaveLength(2);
    started[1]!.resolve('back');
    expect(await later).toBe('back');
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

  it('answers 50 probes at once with one round trip, each of them ready', async () => {
    const counter = countStatements(ctx.database);
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })),
      );
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', data: { database: ctx.database.kind } });
      }
      expect(counter.count()).toBe(1);
    } finally {
      counter.restore();
    }
  });
});
