import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecipientPlan } from '../../src/lib/notifications/notifications-repository.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';

// Decision 0091: one recipient's plan was `unnest` of a one-element array, for which a generic plan
// guesses ten rows, so PostgreSQL judged it dearer than a fresh plan and planned the statement on
// every execution. As a one-row VALUES it keeps the generic plan after the first five.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe("an author notification's recipient plan", () => {
  it('is planned once and then kept, not planned on every execution', async () => {
    const [author, actor] = [await neighbour(ctx.app, PARK_SLOPE), await neighbour(ctx.app, PARK_SLOPE)];
    // One connection: prepared statements and their plans are kept per session.
    const plans = await ctx.database.db.connection().execute(async (session) => {
      for (let i = 0; i < 10; i++) await findRecipientPlan(session, [author.id], 'comment_on_post', actor.id, true);
      const kept = await sql<{ generic_plans: string | number; custom_plans: string | number }>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE '%AS recipient_id%' AND statement LIKE '%comment_on_post_in_app%'`.execute(session);
      return kept.rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
    });
    expect(plans).toHaveLength(1);
    // Five custom plans while PostgreSQL compares, then the generic one for the rest.
    expect(plans[0]!.custom).toBeLessThanOrEqual(5);
    expect(plans[0]!.generic).toBeGreaterThanOrEqual(5);
  });
});
