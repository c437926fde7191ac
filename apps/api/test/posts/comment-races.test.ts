import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';

// Comments written at once on one post (each counts itself on the post's row), and a comment racing
// its post's deletion: 404, and neither the comment nor its author's job is left behind.
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

function comment(headers: { authorization: string }, postId: string, content: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers,
    payload: { post_id: postId, content },
  });
}

describe('comments written at once', () => {
  it('counts twenty comments sent together on one post exactly', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const readers = await Promise.all(Array.from({ length: 4 }, () => neighbour(ctx.app, PARK_SLOPE)));
    const postId = await createPost(ctx.app, author.headers, 'Street party on Saturday?');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comment(readers[i % readers.length]!.headers, postId, `Count me in, ${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const post = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers: author.headers });
    expect(post.json().data.comments_count).toBe(20);
    const stored = await ctx.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
  });
});

// Two connections at once: PGlite has one.
describe.skipIf(!databaseUrl)('a comment racing its post deletion (PostgreSQL)', () => {
  it('answers 404 and writes nothing when the post is deleted while the comment waits on it', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'Anyone lost a grey cat?');
    const { default: pg } = await import('pg');
    const outside = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path=${ctx.app.config.DATABASE_SCHEMA}`,
    });
    await outside.connect();
    try {
      // The deletion is under way: the post row is locked, the comment reads the post as it was.
      const backend = (await outside.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await outside.query('BEGIN');
      await outside.query('DELETE FROM posts WHERE id = $1', [postId]);
      const answer = comment(reader.headers, postId, 'I saw one on Fifth Avenue');
      // A backend waiting on this deletion: nothing but the comment touches the post meanwhile. Not
      // found by its text: a prepared statement can wait before pg_stat_activity shows its text (the
      // backend's previous one is shown), and other test files' statements wait on locks of their own.
      await waitFor(async () => {
        const waiting = await outside.query(
          'SELECT 1 FROM pg_stat_activity WHERE $1::int = ANY (pg_blocking_pids(pid))',
          [backend],
        );
        return (waiting.rowCount ?? 0) > 0;
      }, 'the comment to wait on the deletion');
      await outside.query('COMMIT');
      const answered = await answer;
      expect(answered.statusCode).toBe(404);
      const left = await outside.query('SELECT count(*)::int AS n FROM comments WHERE post_id = $1', [postId]);
      expect(left.rows[0].n).toBe(0);
      const jobs = await outside.query(`SELECT count(*)::int AS n FROM jobs WHERE payload->>'postId' = $1`, [postId]);
      expect(jobs.rows[0].n).toBe(0);
    } finally {
      await outside.end();
    }
  });
});
