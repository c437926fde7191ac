import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createGroupPostRequest } from '../helpers/groups.js';
import { openEventStream } from '../helpers/event-stream.js';
import { BUSHWICK, createPost, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18, the live feed: a new post of the neighbourhood feed reaches the open streams of the
// people of its city (across processes through the bus: PostgreSQL NOTIFY when TEST_DATABASE_URL
// is set, the in-process bus on PGlite).
let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await createTestApp();
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('the live feed over the notification stream', () => {
  it("tells a reader of new posts in their city: not their own, not elsewhere, not a private group's", async () => {
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const nearby = await neighbour(ctx.app, BUSHWICK);
    const faraway = await neighbour(ctx.app, IKEJA);
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, reader.headers);
    try {
      await stream.next('ready');
      await createPost(ctx.app, reader.headers, 'My own post');
      await createPost(ctx.app, faraway.headers, 'A post in Ikeja');
      const groupId = await createGroup(ctx.app, nearby.headers, 'Secret supper club', 'private');
      const secret = await createGroupPostRequest(ctx.app, nearby.headers, groupId, 'Members only');
      expect(secret.statusCode).toBe(201);
      const nearbyId = await createPost(ctx.app, nearby.headers, 'Stoop sale on Sunday');

      const event = await stream.next('post');
      expect(event.data).toEqual({
        post: { id: nearbyId, author_id: nearby.id, suburb: 'Bushwick', city: 'Brooklyn' },
      });
      // A public group's post is part of the neighbourhood feed: it is told too.
      const openGroup = await createGroup(ctx.app, nearby.headers, 'Brooklyn gardeners');
      const groupPost = await createGroupPostRequest(ctx.app, nearby.headers, openGroup, 'Seed swap');
      expect(groupPost.statusCode).toBe(201);
      const second = await stream.next('post', 2);
      expect(second.data).toMatchObject({ post: { id: groupPost.json().data.id } });
      // Nothing else came: not the reader's own, Ikeja's or the private group's. A last post, told
      // after any of them would have been, is the third and last event.
      const lastId = await createPost(ctx.app, nearby.headers, 'Sentinel: the last post');
      const third = await stream.next('post', 3);
      expect(third.data).toMatchObject({ post: { id: lastId } });
      expect(stream.events.filter((e) => e.event === 'post')).toHaveLength(3);
    } finally {
      await stream.close();
    }
  });
});
