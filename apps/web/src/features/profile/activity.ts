import { Limits, type Comment, type Post } from '@ourhood/contract';

export interface ActivityItem {
  key: string;
  type: 'Post' | 'Comment';
  /** The first 80 characters of the text (spec §9). */
  text: string;
  /** The post the item belongs to. */
  postId: string;
  createdAt: string;
}

/** The first characters of a text, an ellipsis marking a cut. */
export function excerpt(text: string, length: number = Limits.activityTitleLength): string {
  const chars = Array.from(text.trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

/** Spec §2: posts and comments merged, newest first, each with its type and first 80 characters. */
export function mergeActivity(posts: readonly Post[], comments: readonly Comment[]): ActivityItem[] {
  const items: ActivityItem[] = [
    ...posts.map((post) => ({
      key: `post-${post.id}`,
      type: 'Post' as const,
      text: excerpt(post.content),
      postId: post.id,
      createdAt: post.created_at,
    })),
    ...comments.map((comment) => ({
      key: `comment-${comment.id}`,
      type: 'Comment' as const,
      text: excerpt(comment.content),
      postId: comment.post_id,
      createdAt: comment.created_at,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
