import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createPost, createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('posts', () => {
  it('creates, reads, edits and deletes a post', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const created = await createPostRequest(ctx.app, me.headers, '  Lost cat on 5th Avenue\nGrey, very shy  ');
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(created.json()).toMatchObject({ status: 'success', message: 'Post created' });
    expect(post).toMatchObject({
      _id: post.id,
      content: 'Lost cat on 5th Avenue\nGrey, very shy',
      media: [],
      comments_count: 0,
      location: PARK_SLOPE,
      author: { _id: me.id, id: me.id, profile_picture: null },
    });
    expect(post.author.email).toBeUndefined();

    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${post.id}`, headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(post.id);

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${post.id}`,
      headers: me.headers,
      payload: { content: 'Found her, thanks!' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Post updated', data: { content: 'Found her, thanks!' } });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: me.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'success', data: { id: post.id, _id: post.id } });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${post.id}`, headers: me.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 'error', message: 'Post not found' });
  });

  it('requires a session on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/posts'],
      ['GET', `/api/v1/posts/${UNKNOWN_ID}`],
      ['POST', '/api/v1/posts/create-post'],
      ['PATCH', `/api/v1/posts/${UNKNOWN_ID}`],
      ['DELETE', `/api/v1/posts/${UNKNOWN_ID}`],
      ['GET', `/api/v1/comments/${UNKNOWN_ID}`],
      ['GET', '/api/v1/comments'],
      ['POST', '/api/v1/comments/create-comment'],
      ['PATCH', `/api/v1/comments/${UNKNOWN_ID}`],
      ['DELETE', `/api/v1/comments/${UNKNOWN_ID}`],
      ['PATCH', '/api/v1/users/profile/update-location'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for ids that are not uuids and for unknown ids', async () => {
    const me = await neighbour(ctx.app);
    for (const id of ['not-a-uuid', '12345', UNKNOWN_ID]) {
      const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${id}`, headers: me.headers });
      expect(read.statusCode, id).toBe(404);
      expect(read.json().message).toBe('Post not found');
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/posts/${id}`,
        headers: me.headers,
        payload: { content: 'x' },
      });
      expect(edit.statusCode, id).toBe(404);
      const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${id}`, headers: me.headers });
      expect(remove.statusCode, id).toBe(404);
      const comments = await ctx.app.inject({ method: 'GET', url: `/api/v1/comments/${id}`, headers: me.headers });
      expect(comments.statusCode, id).toBe(404);
    }
  });

  it("answers 404, as for a missing post, to someone else's edit or delete", async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const id = await createPost(ctx.app, author.headers, 'Street party on Saturday');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${id}`,
      headers: other.headers,
      payload: { content: 'Cancelled' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ status: 'error', message: 'Post not found', code: expect.any(String) });
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${id}`, headers: other.headers });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('Post not found');
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${id}`, headers: other.headers });
    expect(read.json().data.content).toBe('Street party on Saturday');
  });

  it('validates content with the messages of the spec', async () => {
    const me = await neighbour(ctx.app);
    for (const content of [undefined, '', '   \n ']) {
      const response = await createPostRequest(ctx.app, me.headers, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'error',
        message: 'Content is required',
        errors: { content: 'Content is required' },
      });
    }
    const tooLong = await createPostRequest(ctx.app, me.headers, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.content).toBe('Post must be at most 5000 characters');

    const id = await createPost(ctx.app, me.headers, 'Bake sale');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${id}`,
      headers: me.headers,
      payload: { content: '  ' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.content).toBe('Content is required');
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/posts/create-post',
      headers: me.headers,
      payload: { content: 'json body' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('documents every post, comment and location call in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/v1/posts', 'get'],
      ['/api/v1/posts/{id}', 'get'],
      ['/api/v1/posts/create-post', 'post'],
      ['/api/v1/posts/{id}', 'patch'],
      ['/api/v1/posts/{id}', 'delete'],
      ['/api/v1/comments/{postId}', 'get'],
      ['/api/v1/comments', 'get'],
      ['/api/v1/comments/create-comment', 'post'],
      ['/api/v1/comments/{id}', 'patch'],
      ['/api/v1/comments/{id}', 'delete'],
      ['/api/v1/users/profile/update-location', 'patch'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
