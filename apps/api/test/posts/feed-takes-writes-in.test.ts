import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { everyStatementDuring, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 40, decision 0071: a kept feed page takes writes in. After a comment, a reaction or a new
// post, the next reader of the page pays one statement (the changed post, read once for every
// page of this process), not a page read; a page nobody's write touched costs nothing.

const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
type Feed = {
  data: { id: string; comments_count: number; reactions: Record<string, number> }[];
  metadata: { total: number };
};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false, clock });
});
afterAll(async () => ctx?.close());

const feed = async (person: Person): Promise<Feed> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: person.headers })).json() as Feed;
/** The statements one read of the first page costs, and what it answered. */
async function readCost(person: Person): Promise<{ statements: number; page: Feed }> {
  let page!: Feed;
  const statements = await everyStatementDuring(ctx.database, async () => {
    page = await feed(person);
  });
  return { statements, page };
}

describe('a kept feed page takes writes in', () => {
  it('after a comment, a reaction and a new post the next read costs one statement each', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    for (let index = 0; index < 5; index++) {
      await createPost(ctx.app, author.headers, `Street news ${index}`);
      clock.advance(1000);
    }
    for (const person of [author, reader, other]) await keepSession(ctx.app, person.headers);
    const before = await feed(reader);
    expect((await readCost(reader)).statements).toBe(0);
    const target = before.data[2]!.id;

    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: other.headers,
      payload: { post_id: target, content: 'I saw it too' },
    });
    expect(comment.statusCode).toBe(201);
    const afterComment = await readCost(reader);
    expect(afterComment.statements).toBe(1);
    expect(afterComment.page.data.find((post) => post.id === target)?.comments_count).toBe(1);
    expect((await readCost(reader)).statements).toBe(0);

    const reacted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${target}/reactions`,
      headers: other.headers,
      payload: { kind: 'thanks' },
    });
    expect(reacted.statusCode).toBe(200);
    // The post is read again; the reader's own reaction to it is known to be none (it had none).
    const afterReaction = await readCost(reader);
    expect(afterReaction.statements).toBe(1);
    expect(afterReaction.page.data.find((post) => post.id === target)?.reactions).toMatchObject({ thanks: 1 });

    clock.advance(1000);
    const postId = await createPost(ctx.app, other.headers, 'Fresh bread at the corner');
    const afterPost = await readCost(reader);
    expect(afterPost.statements).toBe(1);
    expect(afterPost.page.data[0]!.id).toBe(postId);
    // The total comes from the area counters kept in the process: no statement of its own.
    expect(afterPost.page.metadata.total).toBe(before.metadata.total + 1);
    expect((await readCost(author)).statements).toBeLessThanOrEqual(1);
  });
});
