import type { Post } from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import { encodeFeedCursor } from './feed-cursor.js';
import { forReader } from './feed-cut.js';
import type { ReaderCut } from './feed-reader-cache.js';
import type { PagedRow } from './feed-page.js';
import { presentPost } from './posts-presenter.js';
import type { FeedRow } from './posts-repository.js';

// Decision 0037: what a kept feed page's readers share once it is cut, presented once per kept row
// (frozen objects: feed-response.ts writes each one's JSON once), never per request.

/** The cursor after each shared row, written once (a row of a kept page ends many readers' pages). */
const sharedCursors = new WeakMap<PagedRow, string>();

export function cursorAfter(last: PagedRow): string {
  let cursor = sharedCursors.get(last);
  if (cursor === undefined) {
    cursor = encodeFeedCursor({ segment: last.segment, createdAt: new Date(last.row.created_at), id: last.row.id });
    if (Object.isFrozen(last)) sharedCursors.set(last, cursor);
  }
  return cursor;
}

/** The posts of a plain page (nothing cut, nothing of the reader's own), kept with its rows. */
const plainPostsOfRows = new WeakMap<readonly PagedRow[], readonly Post[]>();

/**
 * The page's posts as this reader sees them. A page the reader sees as every plain reader does is
 * the same frozen array for all of them, so its JSON is written once too (feed-response.ts).
 */
export function postsFor(
  fetched: readonly PagedRow[],
  limit: number,
  cut: ReaderCut,
  shared: boolean,
  urlFor: UrlFor,
): readonly Post[] {
  const kept = plainPostsOfRows.get(fetched);
  if (kept) return kept;
  const posts = fetched.slice(0, limit).map(({ row }) => {
    const seen = forReader(row, cut, shared);
    return seen === row && shared ? sharedPost(row, urlFor) : presentPost(seen, seen.media, urlFor);
  });
  // Plain rows are frozen by plainRows; a private group's posts are never kept (signed URLs).
  if (Object.isFrozen(fetched) && posts.every((post) => Object.isFrozen(post))) {
    plainPostsOfRows.set(fetched, Object.freeze(posts));
  }
  return posts;
}

/** Shared rows as presented for every reader with nothing of their own in them: presented once per kept row. */
const sharedPosts = new WeakMap<FeedRow, Post>();

/**
 * A shared row's post, the same frozen object for every reader until its page is forgotten, so its
 * JSON is written once too (feed-response.ts). A private group's images are signed URLs with an
 * expiry, presented afresh for each answer.
 */
function sharedPost(row: FeedRow, urlFor: UrlFor): Post {
  if (row.group_visibility === 'private') return presentPost(row, row.media, urlFor);
  let post = sharedPosts.get(row);
  if (!post) sharedPosts.set(row, (post = Object.freeze(presentPost(row, row.media, urlFor))));
  return post;
}
