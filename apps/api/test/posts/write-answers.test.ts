import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../helpers/images.js';
import { createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0084: a neighbourhood post, and a comment, are each written by one statement, and their
// answers are built from what that statement inserted rather than read back. These hold each answer
// equal to what its author reads afterwards, and the counters and images written with it.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(async () => ctx?.close());

async function readBack(id: string, headers: { authorization: string }) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The area's slots summed (decision 0095). */
async function areaCount(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('post_area_counts')
    .select((eb) => eb.fn.sum<string | number>('posts_count').as('posts_count'))
    .where('location_country', '=', PARK_SLOPE.country)
    .where('location_state', '=', PARK_SLOPE.state)
    .where('location_city', '=', PARK_SLOPE.city)
    .where('location_suburb', '=', PARK_SLOPE.suburb)
    .executeTakeFirst();
  return Number(row?.posts_count ?? 0);
}

async function authorCount(userId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('user_post_counts')
    .select((eb) => eb.fn.sum<string | number>('posts_count').as('posts_count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.posts_count ?? 0);
}

describe('a neighbourhood post written in one statement', () => {
  it('answers a text post exactly as it reads back, and counts it for its area and author', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const [areaBefore, authorBefore] = [await areaCount(), await authorCount(author.id)];

    const response = await createPostRequest(ctx.app, author.headers, 'Lost: a blue scarf near the library');
    expect(response.statusCode).toBe(201);
    const created = response.json().data;

    expect(created).toEqual(await readBack(created.id, author.headers));
    expect(created).toMatchObject({
      content: 'Lost: a blue scarf near the library',
      location: PARK_SLOPE,
      author: { id: author.id },
      comments_count: 0,
      media: [],
      group: null,
      latest_comment: null,
      viewer_reaction: null,
      organization: null,
    });
    expect(await areaCount()).toBe(areaBefore + 1);
    expect(await authorCount(author.id)).toBe(authorBefore + 1);
  });

  it('answers a post with two photos in their order, as it reads back', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const files = [await makeImage('jpeg', 120, 80), await makeImage('png', 40, 90)].map((data, index) => ({
      name: 'media',
      filename: `photo-${index}.${index === 0 ? 'jpg' : 'png'}`,
      contentType: index === 0 ? 'image/jpeg' : 'image/png',
      data,
    }));

    const response = await createPostRequest(ctx.app, author.headers, 'Street party photos', files);
    expect(response.statusCode).toBe(201);
    const created = response.json().data;

    expect(created.media.map((item: { width: number; height: number }) => [item.width, item.height])).toEqual([
      [120, 80],
      [40, 90],
    ]);
    expect(created).toEqual(await readBack(created.id, author.headers));
  });

  it('answers 401 and writes nothing when the author is gone but the session lingers', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const areaBefore = await areaCount();
    // The row goes while the token is still in a process's session cache (as when a deletion races).
    await ctx.database.db.deleteFrom('users').where('id', '=', author.id).execute();

    const response = await createPostRequest(ctx.app, author.headers, 'Written after leaving');
    expect(response.statusCode).toBe(401);
    const left = await ctx.database.db.selectFrom('posts').select('id').where('author_id', '=', author.id).execute();
    expect(left).toEqual([]);
    expect(await areaCount()).toBe(areaBefore);
  });

  it('answers a comment exactly as it reads back, counted on its post', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const commenter = await neighbour(ctx.app, PARK_SLOPE);
    const post = (await createPostRequest(ctx.app, author.headers, 'Who has a ladder?')).json().data;

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: commenter.headers,
      payload: { post_id: post.id, content: 'I do, come by after six' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/comments/${post.id}`,
      headers: commenter.headers,
    });
    expect(list.json().data).toEqual([created]);
    expect(created).toMatchObject({
      post_id: post.id,
      content: 'I do, come by after six',
      author: { id: commenter.id },
    });
    expect((await readBack(post.id, author.headers)).comments_count).toBe(1);
  });

  it('counts 20 posts in one suburb and 20 comments on one post, all arriving at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => neighbour(ctx.app, PARK_SLOPE)));
    const areaBefore = await areaCount();
    const posted = await Promise.all(people.map((person) => createPostRequest(ctx.app, person.headers, 'At once')));
    expect(posted.map((response) => response.statusCode)).toEqual(posted.map(() => 201));
    expect(await areaCount()).toBe(areaBefore + 20);

    const postId = posted[0]!.json().data.id as string;
    const commented = await Promise.all(
      people.map((person) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/comments/create-comment',
          headers: person.headers,
          payload: { post_id: postId, content: 'Me too' },
        }),
      ),
    );
    expect(commented.map((response) => response.statusCode)).toEqual(commented.map(() => 201));
    expect((await readBack(postId, people[0]!.headers)).comments_count).toBe(20);
  });
});
