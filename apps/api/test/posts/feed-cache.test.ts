import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { manualClock } from '../../src/lib/clock.js';
import { keptParkSloper, postLater, type neighbour } from '../helpers/posts.js';
import { statementsDuring } from '../helpers/statement-counter.js';
import { waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp, sameSchemaConfig, type TestContext } from '../helpers/test-app.js';

// Decision 0037: feed pages are kept per process, shared by readers and cut for each one. What a
// reader sees from a kept page must be exactly what their own statement would show them, and a
// change must show at once, whoever made it and however (a route, a plain statement, another process).

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const clock = manualClock(new Date('2031-03-01T09:00:00Z'));
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
type FeedPost = {
  id: string;
  content: string;
  author: { id: string; name: string };
  viewer_reaction: string | null;
  latest_comment: { content: string } | null;
};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000', VISITOR_RATE_LIMIT_PER_MINUTE: '10000' }, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

const parkSloper = () => keptParkSloper(ctx.app);
const post = (person: Person, content: string) => postLater(ctx.app, clock, person.headers, content);

async function commentOn(person: Person, postId: string, content: string): Promise<void> {
  clock.advance(1000);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers: person.headers,
    payload: { post_id: postId, content },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function feedOf(person: Person, query = '', app: App = ctx.app): Promise<FeedPost[]> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/posts${query}`, headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FeedPost[];
}

const contents = (posts: FeedPost[]) => posts.map((item) => item.content);

function statementsOf(run: () => Promise<unknown>): Promise<number> {
  return statementsDuring(ctx.database, run);
}

function relation(method: 'POST' | 'DELETE', person: Person, kind: 'block' | 'mute', userId: string) {
  return ctx.app.inject({ method, url: `/api/v1/users/${userId}/${kind}`, headers: person.headers });
}

describe('feed pages shared by readers', () => {
  it('serves readers of one area from one kept page, each with their own reactions', async () => {
    const [author, first, second] = [await parkSloper(), await parkSloper(), await parkSloper()];
    const id = await post(author, 'Shared page: lost cat');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${id}/reactions`,
      headers: first.headers,
      payload: { kind: 'sad' },
    });
    expect((await feedOf(first))[0]).toMatchObject({ id, viewer_reaction: 'sad' });
    // The page is kept: the second reader costs only their own cut, and sees no one else's reaction.
    expect(
      await statementsOf(async () => expect((await feedOf(second))[0]).toMatchObject({ id, viewer_reaction: null })),
    ).toBe(1);
    expect(await statementsOf(() => feedOf(second))).toBe(0);
    // Their own reaction shows at once (a notice for them), and the new count for everyone.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${id}/reactions`,
      headers: second.headers,
      payload: { kind: 'wow' },
    });
    const [seen] = await feedOf(second);
    expect(seen).toMatchObject({ id, viewer_reaction: 'wow', reactions: { sad: 1, wow: 1 } });
    expect((await feedOf(first))[0]).toMatchObject({ id, viewer_reaction: 'sad', reactions: { sad: 1, wow: 1 } });
  });

  it('shows a new post, an edit, a comment and a new name at once', async () => {
    const [author, reader] = [await parkSloper(), await parkSloper()];
    await feedOf(reader);
    const id = await post(author, 'Fresh: street party on Saturday');
    expect((await feedOf(reader))[0]).toMatchObject({ id, latest_comment: null });
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${id}`,
      headers: author.headers,
      payload: { content: 'Fresh: street party on Sunday' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await feedOf(reader))[0]!.content).toBe('Fresh: street party on Sunday');
    await commentOn(reader, id, 'Count me in');
    expect((await feedOf(reader))[0]!.latest_comment?.content).toBe('Count me in');
    // A plain statement, as the admin command or a database console would make it.
    await sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${author.id}`.execute(ctx.database.db);
    expect((await feedOf(reader))[0]!.author.name).toMatch(/^Renamed /);
  });

  it('cuts hidden posts, blocks either way and mutes per reader, at once', async () => {
    const [author, blocker, muter, bystander] = [
      await parkSloper(),
      await parkSloper(),
      await parkSloper(),
      await parkSloper(),
    ];
    const id = await post(author, 'Cut me: garage sale');
    for (const reader of [blocker, muter, bystander]) expect((await feedOf(reader))[0]!.id).toBe(id);

    expect((await relation('POST', blocker, 'block', author.id)).statusCode).toBe(200);
    expect(contents(await feedOf(blocker))).not.toContain('Cut me: garage sale');
    expect((await feedOf(bystander))[0]!.id).toBe(id);
    // The blocked side no longer sees the blocker's posts either.
    const blockersPost = await post(blocker, 'From the blocker');
    expect((await feedOf(bystander))[0]!.id).toBe(blockersPost);
    expect(contents(await feedOf(author))).not.toContain('From the blocker');

    expect((await relation('POST', muter, 'mute', author.id)).statusCode).toBe(200);
    expect(contents(await feedOf(muter))).not.toContain('Cut me: garage sale');
    // One author's own list still shows a muted author.
    expect(contents(await feedOf(muter, `?author_id=${author.id}`))).toContain('Cut me: garage sale');
    expect((await relation('DELETE', muter, 'mute', author.id)).statusCode).toBe(200);
    expect(contents(await feedOf(muter))).toContain('Cut me: garage sale');

    // Moderation hides the post (a plain statement): to everyone but its author.
    await sql`UPDATE posts SET hidden_at = now() WHERE id = ${id}`.execute(ctx.database.db);
    expect(contents(await feedOf(bystander))).not.toContain('Cut me: garage sale');
    expect(contents(await feedOf(author))).toContain('Cut me: garage sale');
  });

  it('shows no comment preview by someone blocked either way, nor a hidden one', async () => {
    const [author, commenter, reader] = [await parkSloper(), await parkSloper(), await parkSloper()];
    const id = await post(author, 'Preview: who has a ladder?');
    await commentOn(commenter, id, 'I do');
    expect((await feedOf(reader))[0]!.latest_comment?.content).toBe('I do');
    expect((await relation('POST', reader, 'block', commenter.id)).statusCode).toBe(200);
    expect((await feedOf(reader))[0]).toMatchObject({ id, latest_comment: null });
    expect((await feedOf(author))[0]!.latest_comment?.content).toBe('I do');
    await sql`UPDATE comments SET hidden_at = now() WHERE post_id = ${id}`.execute(ctx.database.db);
    expect((await feedOf(author))[0]).toMatchObject({ id, latest_comment: null });
  });

  it('reads a whole page for a reader who cut more than the shared page holds', async () => {
    const [prolific, other, reader] = [await parkSloper(), await parkSloper(), await parkSloper()];
    for (let index = 0; index < 5; index++) await post(other, `Older ${index}`);
    for (let index = 0; index < 30; index++) await post(prolific, `Prolific ${index}`);
    expect((await relation('POST', reader, 'mute', prolific.id)).statusCode).toBe(200);
    const page = await feedOf(reader, '?limit=5');
    expect(contents(page)).toEqual(['Older 4', 'Older 3', 'Older 2', 'Older 1', 'Older 0']);
  });

  it('reads a page once for 50 readers asking at once', async () => {
    const readers = await Promise.all(Array.from({ length: 50 }, () => parkSloper()));
    await post(readers[0]!, 'Everyone at once');
    const statements = await statementsOf(async () => {
      const pages = await Promise.all(readers.map((reader) => feedOf(reader)));
      for (const page of pages) expect(page[0]!.content).toBe('Everyone at once');
    });
    // One shared page and fifty cuts, never fifty pages.
    expect(statements).toBe(51);
  });
});

// Several processes share one PostgreSQL database; PGlite admits one process.
describe.skipIf(!databaseUrl)('feed pages across processes (PostgreSQL)', () => {
  let second: { app: App; database: Database } | undefined;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('forgets a kept page when another process changes what it shows', async () => {
    const database = await openDatabase({ url: databaseUrl, schema: ctx.app.config.DATABASE_SCHEMA });
    second = { app: await buildApp(sameSchemaConfig(ctx), { database, migrate: false, startJobs: false }), database };
    await waitFor(() => second!.app.feedCaches.pages.active, 'the second process to listen');
    const [author, reader] = [await parkSloper(), await parkSloper()];
    await post(author, 'Across: first');
    await feedOf(reader, '', second.app);
    const id = await post(author, 'Across: second');
    await waitFor(
      async () => (await feedOf(reader, '', second!.app))[0]!.id === id,
      'the post to reach the other process',
      2000,
    );
  });
});
