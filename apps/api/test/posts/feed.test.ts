import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { BUSHWICK, createPost, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements } from '../helpers/statement-counter.js';

const clock = manualClock(new Date('2030-03-01T08:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };
const ids: Record<string, string> = {};
let parkAuthor: { id: string; headers: Headers };

// Written one minute apart in this order; the comments say where each author lives.
const POSTS = [
  ['ikeja1', 'ikeja', 'Generator repair man recommendations near Allen Avenue?'],
  ['park1', 'park', 'Free bicycles: two kids bikes outgrown, come and take them'],
  ['bush1', 'bush', 'Mural painting on Troutman Street this Sunday'],
  ['park2', 'park', 'Has anyone seen a grey cat near the Third Street playground?'],
  ['ikeja2', 'ikeja', 'Community clean-up on Saturday morning'],
  ['bush2', 'bush', 'Looking for a bicycle pump to borrow'],
  ['nowhere1', 'nowhere', 'Hello from somewhere without a location'],
] as const;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  parkAuthor = await neighbour(ctx.app, PARK_SLOPE);
  const authors: Record<string, Headers> = {
    park: parkAuthor.headers,
    bush: (await neighbour(ctx.app, BUSHWICK)).headers,
    ikeja: (await neighbour(ctx.app, IKEJA)).headers,
    nowhere: (await neighbour(ctx.app)).headers,
  };
  for (const [name, author, content] of POSTS) {
    clock.advance(60_000);
    ids[name] = await createPost(ctx.app, authors[author]!, content);
  }
});

afterAll(async () => {
  await ctx?.close();
});

async function feed(headers: Headers, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    message: string;
    data: { id: string; content: string; media: unknown[] }[];
    metadata: Record<string, unknown> & { next_cursor: string | null };
  };
}

const names = (data: { id: string }[]) => data.map((post) => Object.keys(ids).find((name) => ids[name] === post.id));

describe('the local feed', () => {
  it('shows the reader’s suburb first, then their city, then everything else, each newest first', async () => {
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const page = await feed(reader.headers);
    expect(page.message).toBe('Posts loaded');
    expect(names(page.data)).toEqual(['park2', 'park1', 'bush2', 'bush1', 'nowhere1', 'ikeja2', 'ikeja1']);

    const bushwick = await neighbour(ctx.app, BUSHWICK);
    expect(names((await feed(bushwick.headers)).data)).toEqual([
      'bush2',
      'bush1',
      'park2',
      'park1',
      'nowhere1',
      'ikeja2',
      'ikeja1',
    ]);

    const lagos = await neighbour(ctx.app, IKEJA);
    expect(names((await feed(lagos.headers)).data).slice(0, 2)).toEqual(['ikeja2', 'ikeja1']);
  });

  it('shows everything newest first to a neighbour without a location', async () => {
    const reader = await neighbour(ctx.app);
    const page = await feed(reader.headers);
    expect(names(page.data)).toEqual(['nowhere1', 'bush2', 'ikeja2', 'park2', 'bush1', 'park1', 'ikeja1']);
    expect(page.metadata).toEqual({
      page: 1,
      limit: 20,
      total: 7,
      total_pages: 1,
      has_more: false,
      totalPages: 1,
      hasMore: false,
      next_cursor: null,
      nextCursor: null,
    });
  });

  it('pages across the suburb, city and rest segments without gaps or repeats', async () => {
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const all = names((await feed(reader.headers)).data);
    const seen: (string | undefined)[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await feed(reader.headers, `?page=${page}&limit=3`);
      seen.push(...names(result.data));
      expect(result.metadata).toMatchObject({
        page,
        limit: 3,
        total: 7,
        total_pages: 3,
        totalPages: 3,
        has_more: page < 3,
        hasMore: page < 3,
      });
    }
    expect(seen).toEqual(all);
    expect((await feed(reader.headers, '?page=4&limit=3')).data).toEqual([]);
  });

  it('follows next_cursor through the whole feed (keyset paging)', async () => {
    const reader = await neighbour(ctx.app, BUSHWICK);
    const all = names((await feed(reader.headers)).data);
    const seen: (string | undefined)[] = [];
    let query = '?limit=2';
    for (let round = 0; round < 10; round++) {
      const result = await feed(reader.headers, query);
      seen.push(...names(result.data));
      if (!result.metadata.next_cursor) break;
      expect(result.metadata.nextCursor).toBe(result.metadata.next_cursor);
      query = `?limit=2&cursor=${encodeURIComponent(result.metadata.next_cursor)}`;
    }
    expect(seen).toEqual(all);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts?cursor=garbage', headers: reader.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cursor).toBeDefined();
  });

  it('caps the limit at 50 and defaults to 20', async () => {
    const reader = await neighbour(ctx.app);
    expect((await feed(reader.headers, '?limit=500')).metadata.limit).toBe(50);
    expect((await feed(reader.headers)).metadata.limit).toBe(20);
    const invalid = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts?page=0', headers: reader.headers });
    expect(invalid.statusCode).toBe(400);
  });

  it('searches post text with PostgreSQL full-text search, newest first', async () => {
    const reader = await neighbour(ctx.app, IKEJA);
    // English stemming: "bicycle" finds "bicycles" too.
    const result = await feed(reader.headers, '?search=bicycle');
    expect(names(result.data)).toEqual(['bush2', 'park1']);
    expect(result.metadata.total).toBe(2);
    expect((await feed(reader.headers, '?search=' + encodeURIComponent('grey cat'))).data.map((p) => p.id)).toEqual([
      ids.park2,
    ]);
    expect((await feed(reader.headers, '?search=' + encodeURIComponent('"); drop table posts; --'))).data).toEqual([]);
    expect((await feed(reader.headers, '?search=zebra')).metadata.total).toBe(0);
  });

  it('filters by author, newest first, and finds nothing for an unknown or malformed id', async () => {
    const reader = await neighbour(ctx.app, IKEJA);
    const mine = await feed(reader.headers, `?author_id=${parkAuthor.id}`);
    expect(names(mine.data)).toEqual(['park2', 'park1']);
    expect(mine.metadata.total).toBe(2);
    const both = await feed(reader.headers, `?author_id=${parkAuthor.id}&search=cat`);
    expect(names(both.data)).toEqual(['park2']);
    // Empty parameters mean no filter: the whole feed.
    expect((await feed(reader.headers, '?author_id=&search=')).metadata.total).toBe(POSTS.length);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const none = await feed(reader.headers, `?author_id=${id}`);
      expect(none.data).toEqual([]);
      expect(none.metadata.total).toBe(0);
    }
  });

  it('reads a page in a bounded number of SQL statements, whatever its size', async () => {
    // Give every post two images so a per-post media or author query would show.
    const db = ctx.database.db;
    for (const id of Object.values(ids)) {
      await db
        .insertInto('post_media')
        .values(
          [0, 1].map((position) => ({
            post_id: id,
            position,
            display_key: `ab/ab${'0'.repeat(29)}${position}.webp`,
            thumbnail_key: `ab/ab${'0'.repeat(29)}${position}-thumb.webp`,
            width: 10,
            height: 10,
          })),
        )
        .execute();
    }
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const statements = countStatements(ctx.database);
    try {
      const counts: number[] = [];
      for (const query of [
        '?limit=1',
        '?limit=7',
        '?page=2&limit=3',
        '?search=bicycle',
        `?author_id=${parkAuthor.id}`,
      ]) {
        statements.reset();
        const page = await feed(reader.headers, query);
        expect(page.data.length).toBeGreaterThan(0);
        counts.push(statements.count());
      }
      // Session, counters (a page at an offset), at most one per segment (3) with its images and
      // counts, the reader's cut: never one per post (decisions 0015, 0037).
      expect(
        counts.every((count) => count <= 5),
        String(counts),
      ).toBe(true);
      // The first: the session, the shared page (this small feed's three segments) and the reader's cut.
      expect(counts[0]).toBe(5);
      // The same page again is kept, and so is the reader's cut.
      statements.reset();
      await feed(reader.headers, '?limit=1');
      expect(statements.count()).toBe(0);
      const full = await feed(reader.headers, '?limit=7');
      expect(full.data.every((post) => post.media.length === 2)).toBe(true);
    } finally {
      statements.restore();
    }
  });
});
