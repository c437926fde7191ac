import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { postResponseSchema } from '@ourhood/contract';
import { createResponseSerializerCompiler } from '../../src/plugins/response-serializer.js';

const post = {
  _id: 'p1',
  id: 'p1',
  content: 'Hello',
  media: [{ url: '/media/a.webp', thumbnail_url: '/media/a-thumb.webp', width: 10, height: 10, key: 'private' }],
  author: {
    _id: 'u1',
    id: 'u1',
    name: 'Ada L',
    first_name: 'Ada',
    last_name: 'L',
    profile_picture: null,
    email: 'ada@example.com',
    password_hash: '$argon2id$secret',
  },
  location: { suburb: 'a', city: 'b', state: 'c', country: 'd', latitude: 51.5 },
  comments_count: 2,
  group: null,
  organization: null,
  offer_ends_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  reactions: { like: 1, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
  viewer_reaction: null,
  comment_count: 2,
  latest_comment: null,
  edited_at: null,
  mentions: [],
};

async function answer(verify: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/post', { schema: { response: { 200: postResponseSchema } } }, async () => data);
  const response = await app.inject({ method: 'GET', url: '/post' });
  await app.close();
  return response;
}

describe('compiled response serializer', () => {
  it('writes only the declared properties: private fields never leave, as with zod', async () => {
    for (const verify of [false, true]) {
      const response = await answer(verify, { status: 'success', message: 'OK', data: post, debug: 'x' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(response.body).not.toMatch(/password|secret|email|latitude|private|debug/);
      expect(body.data.author).toEqual({
        _id: 'u1',
        id: 'u1',
        name: 'Ada L',
        first_name: 'Ada',
        last_name: 'L',
        profile_picture: null,
      });
      expect(body.data.media[0]).toEqual({
        url: '/media/a.webp',
        thumbnail_url: '/media/a-thumb.webp',
        width: 10,
        height: 10,
      });
    }
  });

  it('writes a nullable object when present', async () => {
    const data = { ...post, author: { ...post.author, profile_picture: { url: '/media/p.webp', key: 'k' } } };
    const response = await answer(false, { status: 'success', message: 'OK', data });
    expect(response.json().data.author.profile_picture).toEqual({ url: '/media/p.webp' });
  });

  it('fails (500) on a missing required field, and on any mismatch when verifying', async () => {
    const { content: _content, ...withoutContent } = post;
    expect((await answer(false, { status: 'success', message: 'OK', data: withoutContent })).statusCode).toBe(500);
    const wrongType = { ...post, comments_count: 'two' };
    expect((await answer(true, { status: 'success', message: 'OK', data: wrongType })).statusCode).toBe(500);
  });
});
