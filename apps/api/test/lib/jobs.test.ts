import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { enqueueJob, JobRunner } from '../../src/lib/jobs/index.js';
import { manualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

const silent = () => ctx.app.log;

describe('the job queue', () => {
  it('runs queued jobs once and removes them', async () => {
    const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent());
    const seen: unknown[] = [];
    runner.register('echo', async (payload) => void seen.push(payload));
    await enqueueJob(ctx.database.db, ctx.app.clock, 'echo', { n: 1 });
    await enqueueJob(ctx.database.db, ctx.app.clock, 'echo', { n: 2 });
    await runner.drain();
    await runner.drain();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    const left = await ctx.database.db.selectFrom('jobs').select('id').where('kind', '=', 'echo').execute();
    expect(left).toEqual([]);
  });

  it('keeps a job written before a restart and runs it in the next process', async () => {
    // Queued, then the "process" stops before any worker ran it: a new runner picks it up.
    await enqueueJob(ctx.database.db, ctx.app.clock, 'survivor', { hello: 'again' });
    const next = new JobRunner(ctx.database.db, ctx.app.clock, silent());
    const seen: unknown[] = [];
    next.register('survivor', async (payload) => void seen.push(payload));
    next.start();
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await next.stop();
    expect(seen).toEqual([{ hello: 'again' }]);
  });

  it('puts off its first look at the queue when asked, but runs a job queued meanwhile at once', async () => {
    await enqueueJob(ctx.database.db, ctx.app.clock, 'early', { queued: 'before the start' });
    const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent());
    const seen: unknown[] = [];
    runner.register('early', async (payload) => void seen.push(payload));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      runner.start({ firstLookMs: 60_000 });
      expect(timers).toHaveBeenCalledTimes(1);
      expect(timers).toHaveBeenLastCalledWith(expect.any(Function), 60_000);
    } finally {
      timers.mockRestore();
    }
    expect(seen).toEqual([]);
    // A request that queues a job pokes the runner: the queue is looked at now, not in a minute.
    runner.poke();
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(seen).toEqual([{ queued: 'before the start' }]);
  });

  it('retries a failing job with backoff, then keeps it with its error', async () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
    const runner = new JobRunner(ctx.database.db, clock, silent(), { maxAttempts: 2 });
    let calls = 0;
    runner.register('flaky', async () => {
      calls += 1;
      throw new Error('smtp down');
    });
    await enqueueJob(ctx.database.db, clock, 'flaky', {});
    await runner.drain();
    expect(calls).toBe(1);
    // Not due again until the backoff has passed.
    await runner.drain();
    expect(calls).toBe(1);
    clock.advance(60_000);
    await runner.drain();
    expect(calls).toBe(2);
    clock.advance(60_000);
    await runner.drain();
    expect(calls).toBe(2);
    const kept = await ctx.database.db
      .selectFrom('jobs')
      .select(['attempts', 'last_error', 'failed_at'])
      .where('kind', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ attempts: 2, last_error: 'smtp down' });
    expect(kept.failed_at).not.toBeNull();
  });

  it('ends a job with the commit of its own work when the handler asks, and never runs it again', async () => {
    const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent());
    let calls = 0;
    // The work is a row of its own (a marker job of another kind), written in the handler's
    // transaction with the job's end; "fail" throws after that commit, as a process stopping there.
    runner.register('once', async (payload, job) => {
      calls += 1;
      const { outcome } = payload as { outcome: 'ok' | 'fail' | 'rollback' };
      await ctx.database.db.transaction().execute(async (trx) => {
        await job.completeIn(trx);
        await enqueueJob(trx, ctx.app.clock, 'once-work', { outcome });
        if (outcome === 'rollback') throw new Error('the work failed');
      });
      if (outcome === 'fail') throw new Error('stopped after the commit');
    });
    for (const outcome of ['ok', 'fail', 'rollback'])
      await enqueueJob(ctx.database.db, ctx.app.clock, 'once', { outcome });
    await runner.drain();
    expect(calls).toBe(3);
    const rows = await ctx.database.db
      .selectFrom('jobs')
      .select(['kind', 'payload', 'last_error'])
      .where('kind', 'in', ['once', 'once-work'])
      .execute();
    const outcomes = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).outcome)
        .sort();
    // Both committed jobs are gone with their work done once; the rolled-back one is kept to retry.
    expect(outcomes('once-work')).toEqual(['fail', 'ok']);
    expect(outcomes('once')).toEqual(['rollback']);
    expect(rows.find((row) => row.kind === 'once')?.last_error).toBe('the work failed');
    await ctx.database.db.deleteFrom('jobs').where('kind', 'in', ['once', 'once-work']).execute();
  });

  it('never runs one job twice when two workers claim at once', async () => {
    const seen: number[] = [];
    const runners = [1, 2].map(() => {
      const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent(), { batchSize: 3 });
      runner.register('count', async (payload) => void seen.push((payload as { n: number }).n));
      return runner;
    });
    for (let n = 0; n < 20; n += 1) await enqueueJob(ctx.database.db, ctx.app.clock, 'count', { n });
    await Promise.all(runners.map((runner) => runner.drain()));
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('ends a job and writes its work in one statement, or neither when the statement fails', async () => {
    const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent(), { maxAttempts: 1 });
    runner.register('together', async (payload, job) => {
      const { n } = payload as { n: number };
      // The work: a marker job of another kind, due tomorrow (never run here); n = 2 divides by
      // zero, failing the whole statement.
      await job.completeWith(ctx.database.db, [
        sql`INSERT INTO jobs (kind, payload, run_at)
            VALUES ('together-work', jsonb_build_object('n', 1 / (2 - ${n}::int)), now() + interval '1 day')`,
      ]);
    });
    for (const n of [1, 2]) await enqueueJob(ctx.database.db, ctx.app.clock, 'together', { n });
    await runner.drain();
    const rows = await ctx.database.db
      .selectFrom('jobs')
      .select(['kind', 'failed_at'])
      .where('kind', 'in', ['together', 'together-work'])
      .execute();
    // n = 1: its work written and the job gone; n = 2: no work, the job kept as failed.
    expect(rows.map((row) => [row.kind, row.failed_at !== null]).sort()).toEqual([
      ['together', true],
      ['together-work', false],
    ]);
    await ctx.database.db.deleteFrom('jobs').where('kind', 'in', ['together', 'together-work']).execute();
  });

  it('looks again at once after jobs that may queue more, at the poll after quiet ones or an empty look', async () => {
    const looksAfter = async (quiet: boolean) => {
      const runner = new JobRunner(ctx.database.db, ctx.app.clock, silent(), { pollMs: 60_000 });
      const kind = quiet ? 'quiet-one' : 'chatty-one';
      runner.register(kind, async () => {}, { quiet });
      await enqueueJob(ctx.database.db, ctx.app.clock, kind, {});
      // The runner's one timer: each look schedules the next with this delay.
      const schedule = vi.spyOn(runner as unknown as { schedule(delay: number): void }, 'schedule');
      runner.start();
      const deadline = Date.now() + 5000;
      while (!schedule.mock.calls.some(([delay]) => delay === 60_000) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await runner.stop();
      return schedule.mock.calls.map(([delay]) => delay);
    };
    // start, then after the quiet job straight to the poll interval: no look that finds nothing.
    expect(await looksAfter(true)).toEqual([0, 60_000]);
    // A handler that may have queued the next chunk of its fan-out: one more look at once.
    expect(await looksAfter(false)).toEqual([0, 0, 60_000]);
  });
});
