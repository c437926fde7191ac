/**
 * Query keys of posts and comments. Every feed (the home feed and each search) lives under
 * `feed`, so a created, edited or deleted post can be patched into all of them at once.
 */
export const postKeys = {
  feeds: ['posts', 'feed'] as const,
  feed: (search: string) => ['posts', 'feed', search] as const,
  /** One group's posts: a feed too, so edits and deletions reach it; never gets others' posts. */
  groupFeed: (groupId: string) => ['posts', 'feed', { groupId }] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  comments: (postId: string) => ['comments', postId] as const,
  /**
   * A photo chosen in the composer, uploaded ahead of its post (one number per chosen File). Not
   * under 'posts': refreshing every post query must not restart an upload on its way.
   */
  photoUpload: (fileKey: number) => ['photo-uploads', fileKey] as const,
};
