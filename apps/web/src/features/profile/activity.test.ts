import { describe, expect, it } from 'vitest';
import type { Comment, Post } from '@ourhood/contract';
import { excerpt, mergeActivity } from './activity';

const author = { _id: 'u1', id: 'u1', name: 'A B', first_name: 'A', last_name: 'B', profile_picture: null };
const location = { suburb: '', city: '', state: '', country: '' };
const post = (id: string, content: string, at: string): Post => ({
  _id: id,
  id,
  content,
  media: [],
  author,
  location,
  comments_count: 0,
  comment_count: 0,
  reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
  viewer_reaction: null,
  latest_comment: null,
  edited_at: null,
  mentions: [],
  group: null,
  organization: null,
  offer_ends_at: null,
  created_at: at,
  updated_at: at,
});
const comment = (id: string, postId: string, content: string, at: string): Comment => ({
  _id: id,
  id,
  post_id: postId,
  content,
  author,
  reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
  viewer_reaction: null,
  edited_at: null,
  mentions: [],
  created_at: at,
  updated_at: at,
});

describe('mergeActivity', () => {
  it('puts posts and comments together, newest first, each linking to its post', () => {
    const items = mergeActivity(
      [post('p1', 'old post', '2026-01-01T10:00:00Z'), post('p2', 'new post', '2026-01-03T10:00:00Z')],
      [comment('c1', 'p9', 'middle comment', '2026-01-02T10:00:00Z')],
    );
    expect(items.map((item) => [item.type, item.text, item.postId])).toEqual([
      ['Post', 'new post', 'p2'],
      ['Comment', 'middle comment', 'p9'],
      ['Post', 'old post', 'p1'],
    ]);
  });

  it('is empty when there is nothing', () => {
    expect(mergeActivity([], [])).toEqual([]);
  });
});

describe('excerpt', () => {
  it('keeps the first 80 characters and marks the cut', () => {
    expect(excerpt('x'.repeat(80))).toBe('x'.repeat(80));
    expect(excerpt('y'.repeat(81))).toBe(`${'y'.repeat(80)}…`);
  });

  it('does not split a character made of two code units', () => {
    expect(excerpt(`${'a'.repeat(79)}😀😀`)).toBe(`${'a'.repeat(79)}😀…`);
  });
});
