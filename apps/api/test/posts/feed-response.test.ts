import { describe, expect, it } from 'vitest';
import { postFeedResponseSchema, type FeedMetadata, type Post } from '@ourhood/contract';
import { createFeedResponseWriter } from '../../src/features/posts/feed-response.js';
import { compileJsonSerializer } from '../../src/plugins/response-serializer.js';

// Decision 0037: the feed's answer is assembled from per-post JSON; it must be byte for byte what
// the route's own serializer writes, and keep its guarantees (only declared fields, checked in tests).

function post(id: string, content: string): Post {
  return {
    _id: id,
    id,
    content,
    media: [],
    author: { _id: 'u1', id: 'u1', name: 'Ada L', first_name: 'Ada', last_name: 'L', profile_picture: null },
    location: { suburb: 'a', city: 'b', state: 'c', country: 'd' },
    comments_count: 0,
    group: null,
    organization: null,
    offer_ends_at: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    reactions: { like: 1, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
    viewer_reaction: null,
    comment_count: 0,
    latest_comment: null,
    edited_at: null,
    mentions: [],
  };
}

const metadata: FeedMetadata = {
  page: 1,
  limit: 20,
  total: 2,
  total_pages: 1,
  totalPages: 1,
  has_more: false,
  hasMore: false,
  next_cursor: null,
  nextCursor: null,
};

describe('feed response writer', () => {
  it('writes what the route serializer writes, for shared (frozen) and own posts, again and again', () => {
    const whole = compileJsonSerializer(postFeedResponseSchema, { verify: false })!;
    for (const verify of [false, true]) {
      const write = createFeedResponseWriter({ verify });
      const shared = Object.freeze(post('p1', 'Shared "quoted" \u2028 text, with "data":[] inside'));
      const own = { ...post('p2', 'Mine'), viewer_reaction: 'like' as const };
      for (let round = 0; round < 2; round++) {
        const expected = whole({ status: 'success', message: 'Posts loaded', data: [shared, own], metadata });
        expect(write('Posts loaded', [shared, own], metadata).toString()).toBe(expected);
        expect(write('Posts loaded', [], metadata).toString()).toBe(
          whole({ status: 'success', message: 'Posts loaded', data: [], metadata }),
        );
      }
    }
  });

  it('never writes an undeclared field, and refuses a post off the contract where answers are checked', () => {
    const write = createFeedResponseWriter({ verify: false });
    const leaky = { ...post('p3', 'x'), author: { ...post('p3', 'x').author, email: 'ada@example.com' } };
    expect(write('Posts loaded', [leaky], metadata).toString()).not.toContain('ada@example.com');
    const checked = createFeedResponseWriter({ verify: true });
    expect(() =>
      checked('Posts loaded', [{ ...post('p4', 'x'), viewer_reaction: 'shrug' } as unknown as Post], metadata),
    ).toThrow();
  });
});
