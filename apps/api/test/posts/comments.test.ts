import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';

const clock = manualClock(new Date('2030-04-01T08:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

async function comment(headers: Headers, postId: string, content: string) {
  clock.advance(1000);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers,
    payload: { post_id: postId, content },
  });
}

async function commentsCount(headers: Headers, postId: string): Promise<number> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers });
  return response.json().data.comments_count as number;
}

describe('comments', () => {
  it('adds comments, lists them newest first and keeps comments_count right', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'Who has a ladder?');
    const first = await comment(reader.headers, postId, '  I do, 3 metres  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Comment added',
      data: { post_id: postId, content: 'I do, 3 metres', author: { id: reader.id, _id: reader.id } },
    });
    expect(first.json().data._id).toBe(first.json().data.id);
    await comment(author.headers, postId, 'Great, thanks!');
    await comment(reader.headers, postId, 'Come by after six');
    expect(await commentsCount(reader.headers, postId)).toBe(3);

    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/comments/${postId}`, headers: reader.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { content: string }) => c.content)).toEqual([
      'Come by after six',
      'Great, thanks!',
      'I do, 3 metres',
    ]);
    expect(list.json().metadata).toMatchObject({ page: 1, total: 3, total_pages: 1, has_more: false, hasMore: false });

    const paged = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/comments/${postId}?page=2&limit=2`,
      headers: reader.headers,
    });
    expect(paged.json().data.map((c: { content: string }) => c.content)).toEqual(['I do, 3 metres']);
    expect(paged.json().metadata).toMatchObject({ page: 2, limit: 2, total: 3, total_pages: 2, has_more: false });

    const byAuthor = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/comments?author_id=${reader.id}`,
      headers: author.headers,
    });
    expect(byAuthor.json().data.map((c: { content: string }) => c.content)).toEqual([
      'Come by after six',
      'I do, 3 metres',
    ]);
    expect(byAuthor.json().metadata.total).toBe(2);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/comments', headers: author.headers });
    expect(mine.json().data.map((c: { content: string }) => c.content)).toEqual(['Great, thanks!']);
    const nobody = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/comments?author_id=nope',
      headers: author.headers,
    });
    expect(nobody.json().data).toEqual([]);
  });

  it('lets only the author edit a comment, and the author or the post author delete it', async () => {
    const postAuthor = await neighbour(ctx.app);
    const commenter = await neighbour(ctx.app);
    const stranger = await neighbour(ctx.app);
    const postId = await createPost(ctx.app, postAuthor.headers, 'Plant swap');
    const ids: string[] = [];
    for (const text of ['Bringing basil', 'And mint', 'And a fern']) {
      ids.push((await comment(commenter.headers, postId, text)).json().data.id);
    }

    for (const who of [stranger, postAuthor]) {
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/comments/${ids[0]}`,
        headers: who.headers,
        payload: { content: 'hacked' },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().message).toBe('Comment not found');
    }
    const strangerDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/comments/${ids[0]}`,
      headers: stranger.headers,
    });
    expect(strangerDelete.statusCode).toBe(404);
    expect(strangerDelete.json().message).toBe('Comment not found');

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/${ids[0]}`,
      headers: commenter.headers,
      payload: { content: 'Bringing lots of basil' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ message: 'Comment updated', data: { content: 'Bringing lots of basil' } });

    const ownDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/comments/${ids[1]}`,
      headers: commenter.headers,
    });
    expect(ownDelete.statusCode).toBe(200);
    expect(ownDelete.json()).toMatchObject({ message: 'Comment deleted', data: { id: ids[1] } });
    const postAuthorDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/comments/${ids[2]}`,
      headers: postAuthor.headers,
    });
    expect(postAuthorDelete.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/comments/${ids[2]}`,
      headers: postAuthor.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(await commentsCount(stranger.headers, postId)).toBe(1);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/comments/${id}`,
        headers: commenter.headers,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('validates comments with the messages of the spec', async () => {
    const me = await neighbour(ctx.app);
    const postId = await createPost(ctx.app, me.headers, 'Quiet street tonight');
    const empty = await comment(me.headers, postId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 'error', errors: { content: 'Comment cannot be empty' } });
    const missingContent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: me.headers,
      payload: { post_id: postId },
    });
    expect(missingContent.json().errors.content).toBe('Comment cannot be empty');
    const tooLong = await comment(me.headers, postId, 'x'.repeat(2001));
    expect(tooLong.json().errors.content).toBe('Comment must be at most 2000 characters');
    const noPost = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: me.headers,
      payload: { content: 'Hi' },
    });
    expect(noPost.statusCode).toBe(400);
    expect(noPost.json().errors.post_id).toBe('Post is required');
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await comment(me.headers, id, 'Hello?');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Post not found');
    }
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/00000000-0000-4000-8000-000000000000`,
      headers: me.headers,
      payload: { content: '' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.content).toBe('Comment cannot be empty');
  });

  it('deleting a post removes its comments', async () => {
    const author = await neighbour(ctx.app);
    const other = await neighbour(ctx.app);
    const postId = await createPost(ctx.app, author.headers, 'Moving sale');
    const commentId = (await comment(other.headers, postId, 'Is the sofa still there?')).json().data.id;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${postId}`, headers: author.headers });
    expect(removed.statusCode).toBe(200);
    const left = await ctx.database.db.selectFrom('comments').select('id').where('post_id', '=', postId).execute();
    expect(left).toEqual([]);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/${commentId}`,
      headers: other.headers,
      payload: { content: 'still there?' },
    });
    expect(edit.statusCode).toBe(404);
    const byOther = await ctx.app.inject({ method: 'GET', url: '/api/v1/comments', headers: other.headers });
    expect(byOther.json().data).toEqual([]);
  });
});
