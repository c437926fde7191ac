import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { manualClock } from '../../src/lib/clock.js';
import { InsightsCounter, dayIn, lastDays } from '../../src/lib/insights/index.js';
import { organization } from '../helpers/organizations.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0079: the process-local memory that keeps a reload from counting twice is bounded and
// forgotten each day, and a count that fails is logged, never thrown at the request.
let ctx: TestContext;
let org: Awaited<ReturnType<typeof organization>>;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await organization(ctx.app, { business_name: 'Counter Cafe' });
});

afterAll(async () => {
  await ctx?.close();
});

function quietLog() {
  return { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
}

async function pageViews(): Promise<Record<string, number>> {
  const rows = await sql<{ day: string; value: number }>`
    SELECT day::text AS day, value FROM organization_daily_counts
    WHERE organization_id = ${org.id} AND metric = 'page_views' ORDER BY day`.execute(ctx.database.db);
  return Object.fromEntries(rows.rows.map((row) => [row.day, row.value]));
}

describe('days', () => {
  it('reads the day in the time zone, and the days ending today', () => {
    const at = new Date('2026-03-01T03:00:00Z');
    expect(dayIn('UTC', at)).toBe('2026-03-01');
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-02-28');
    expect(lastDays('America/Los_Angeles', at, 3)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28']);
    // Across a daylight-saving change (Europe, 29 March 2026): still one day each.
    expect(lastDays('Europe/Paris', new Date('2026-03-30T12:00:00Z'), 3)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });
});

describe('InsightsCounter', () => {
  it('forgets the oldest viewers past its bound, and everyone when the day changes', async () => {
    const clock = manualClock(new Date('2026-06-10T12:00:00Z'));
    const counter = new InsightsCounter({ db: ctx.database.db, clock, timeZone: 'UTC', log: quietLog(), maxKeys: 2 });
    const [a, b, c] = [await neighbour(ctx.app), await neighbour(ctx.app), await neighbour(ctx.app)];
    counter.view('page_views', org.id, a.id);
    counter.view('page_views', org.id, a.id); // a reload
    counter.view('page_views', org.id, b.id);
    await counter.idle();
    expect(await pageViews()).toEqual({ '2026-06-10': 2 });
    counter.view('page_views', org.id, c.id); // a is forgotten (two keys at most)
    counter.view('page_views', org.id, a.id);
    await counter.idle();
    expect(await pageViews()).toEqual({ '2026-06-10': 4 });
    clock.set(new Date('2026-06-11T00:00:01Z'));
    counter.view('page_views', org.id, c.id);
    await counter.idle();
    expect(await pageViews()).toEqual({ '2026-06-10': 4, '2026-06-11': 1 });
  });

  it('logs a count that fails and drops counts past its bound of waiting ones', async () => {
    const log = quietLog();
    const counter = new InsightsCounter({
      db: ctx.database.db,
      clock: manualClock(new Date('2026-06-12T12:00:00Z')),
      timeZone: 'UTC',
      log,
      maxPending: 1,
    });
    const viewer = await neighbour(ctx.app);
    counter.view('page_views', 'not-a-uuid', viewer.id); // the statement fails
    counter.view('page_views', org.id, viewer.id); // dropped: one is already waiting
    await counter.idle();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(await pageViews()).not.toHaveProperty('2026-06-12');
  });
});
