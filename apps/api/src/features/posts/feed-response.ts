import { postFeedResponseSchema, postSchema, type FeedMetadata, type Post } from '@ourhood/contract';
import { createListResponseWriter } from '../../lib/serialized/list-response-writer.js';

/**
 * The GET /posts answer as JSON (decision 0037): a post shared by readers (frozen by feed-service:
 * kept with its page, nothing of any one reader's in it) is serialized once and its JSON reused
 * for every reader until its page is forgotten; a reader's own posts (their reaction, a preview
 * they do not see) are written afresh (lib/serialized/list-response-writer.ts).
 */
export function createFeedResponseWriter(options: { verify: boolean }) {
  const write = createListResponseWriter<Post>(
    { item: postSchema, envelope: postFeedResponseSchema, url: '/api/v1/posts' },
    options,
  );
  return (message: string, posts: readonly Post[], metadata: FeedMetadata): Buffer =>
    write({ status: 'success', message, data: [], metadata }, posts);
}
