import { z } from 'zod';
import { listEnvelope, pageMetadataSchema, pagingQuery, successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import { locationSchema } from './location.js';
import { singleLine } from './text.js';

/** Messages of the post and comment forms (product-spec.md §5) and of their API calls. */
export const PostMessages = {
  contentRequired: 'Content is required',
  contentTooLong: `Post must be at most ${Limits.postMaxLength} characters`,
  tooManyImages: `You can attach at most ${Limits.imagesPerPost} images to a post`,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${Limits.commentMaxLength} characters`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  postIdRequired: 'Post is required',
  postCreated: 'Post created',
  postUpdated: 'Post updated',
  postDeleted: 'Post deleted',
  postsLoaded: 'Posts loaded',
  postLoaded: 'Post loaded',
  commentCreated: 'Comment added',
  commentUpdated: 'Comment updated',
  commentDeleted: 'Comment deleted',
  commentsLoaded: 'Comments loaded',
} as const;

/** Post text: trimmed, not empty, bounded. One schema serves the composer and the route. */
export const postContentSchema = z
  .string({ error: PostMessages.contentRequired })
  .trim()
  .min(1, PostMessages.contentRequired)
  .max(Limits.postMaxLength, PostMessages.contentTooLong);

export const commentContentSchema = z
  .string({ error: PostMessages.commentRequired })
  .trim()
  .min(1, PostMessages.commentRequired)
  .max(Limits.commentMaxLength, PostMessages.commentTooLong);

/** The author block every post and comment carries (public fields only). */
export const authorSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.object({ url: z.string() }).nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** One stored image: the display size and a thumbnail, both WebP, metadata stripped. */
export const mediaItemSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The group a post was written in, as the post carries it (null outside groups; issue 15). */
export const postGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(['public', 'private']),
});
export type PostGroup = z.infer<typeof postGroupSchema>;

/**
 * Reactions (issue 18): one per person per post or comment, of a fixed set. Routes (bearer auth):
 * - PUT    /posts/{id}/reactions      `{ kind }`  set or change one's reaction → ReactionSummary
 * - DELETE /posts/{id}/reactions                  remove it (no reaction is not an error) → ReactionSummary
 * - GET    /posts/{id}/reactions?kind&page&limit  who reacted, newest first, with the counts
 * and the same under /comments/{id}/reactions. A private group's post (and its comments) is 404
 * to everyone outside the group.
 */
export const reactionKinds = ['like', 'love', 'haha', 'wow', 'sad', 'thanks'] as const;
export const reactionKindSchema = z.enum(reactionKinds);
export type ReactionKind = z.infer<typeof reactionKindSchema>;

/** How many of each kind (every kind present, 0 when none). */
export const reactionCountsSchema = z.object({
  like: z.number().int(),
  love: z.number().int(),
  haha: z.number().int(),
  wow: z.number().int(),
  sad: z.number().int(),
  thanks: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export const ReactionMessages = {
  reactionSaved: 'Reaction saved',
  reactionRemoved: 'Reaction removed',
  reactionsLoaded: 'Reactions loaded',
  kindInvalid: `Choose one of: ${reactionKinds.join(', ')}`,
} as const;

export const reactionBodySchema = z.object({
  kind: z.enum(reactionKinds, { error: ReactionMessages.kindInvalid }),
});
export type ReactionBody = z.infer<typeof reactionBodySchema>;

export const reactionListQuerySchema = pagingQuery(Limits.feedPageSize, Limits.maxPageSize).extend({
  kind: reactionKindSchema.optional(),
});
export type ReactionListQuery = z.infer<typeof reactionListQuerySchema>;

/** The counts and the caller's own reaction, as PUT and DELETE answer them. */
export const reactionSummarySchema = z.object({
  reactions: reactionCountsSchema,
  viewer_reaction: reactionKindSchema.nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

/**
 * Someone mentioned ('@First Last') in a post or comment, for the link on their name. Only those
 * whose '@name' is still in the text are listed (an edit can drop a mention).
 */
export const mentionSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });
export type Mention = z.infer<typeof mentionSchema>;

/** At most this many people are mentioned (and notified) by one post or comment. */
export const MAX_MENTIONS = 10;

/**
 * Who the text mentions, as the composer's typeahead chose them: ids of people whose
 * '@First Last' the text holds. Ids that do not fit (no such '@name' in the text, blocked, cannot
 * read the post) are ignored. JSON bodies send an array; the multipart post form a comma-separated list.
 */
export const mentionIdsSchema = z.array(z.string().trim().min(1).max(100)).max(MAX_MENTIONS).optional();
export const mentionIdsFieldSchema = z
  .string()
  .max(MAX_MENTIONS * 40)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(MAX_MENTIONS))
  .optional();

/** The post form's `upload_ids` (photo-uploads.ts): a comma-separated list of the caller's ready uploads. */
export const uploadIdsFieldSchema = z
  .string()
  .max(Limits.imagesPerPost * 40)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(Limits.imagesPerPost, PostMessages.tooManyImages))
  .optional();

/** The newest comment of a post, as a feed card shows it under the post. */
export const latestCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: authorSchema,
  created_at: z.string(),
});
export type LatestComment = z.infer<typeof latestCommentSchema>;

/** The organization that published an update (issue 19). */
export const postOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.object({ url: z.string() }).nullable(),
});
export type PostOrganization = z.infer<typeof postOrganizationSchema>;

export const postSchema = z.object({
  _id: z.string(),
  id: z.string(),
  content: z.string(),
  media: z.array(mediaItemSchema),
  author: authorSchema,
  /** The area the post was written in (the author's area then); never coordinates. */
  location: locationSchema,
  comments_count: z.number().int(),
  /** The group it belongs to; null for the neighbourhood feed. */
  group: postGroupSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // Issue 18 (additions): reactions, the caller's own, the comment count under its issue-18 name,
  // the newest comment, and when the text was last edited (null: never).
  reactions: reactionCountsSchema,
  viewer_reaction: reactionKindSchema.nullable(),
  comment_count: z.number().int(),
  latest_comment: latestCommentSchema.nullable(),
  edited_at: z.string().nullable(),
  mentions: z.array(mentionSchema),
  // Issue 19 (additions): an organization's update carries its organization (the feed labels it
  // with the name and logo) and the offer's end, if any; null for everyone else's posts.
  organization: postOrganizationSchema.nullable(),
  offer_ends_at: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  post_id: z.string(),
  content: z.string(),
  author: authorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  reactions: reactionCountsSchema,
  viewer_reaction: reactionKindSchema.nullable(),
  edited_at: z.string().nullable(),
  mentions: z.array(mentionSchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** Ids are opaque strings on the wire; an id that cannot exist answers 404, not 400. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const postIdParamsSchema = z.object({ postId: z.string().min(1).max(100) });

/** GET /posts: page from 1, limit default 20 and capped at 50, optional search and author filter. */
export const postListQuerySchema = pagingQuery(Limits.feedPageSize, Limits.maxPageSize).extend({
  search: singleLine(z.string().trim().max(200)).optional(),
  author_id: z.string().trim().max(100).optional(),
  /** One group's posts (members only for a private group). */
  group_id: z.string().trim().max(100).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** GET /comments: comments by an author (profile lists), newest first. */
export const commentListQuerySchema = pagingQuery(Limits.profileListLimit, Limits.maxPageSize).extend({
  author_id: z.string().trim().max(100).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** Multipart text fields of POST /posts/create-post (files arrive as repeated `media`). */
export const createPostFieldsSchema = z.object({
  content: postContentSchema,
  /** Post in a group the author belongs to (issue 15). */
  group_id: z.string().trim().max(100).optional(),
  mention_ids: mentionIdsFieldSchema,
  /** Photos uploaded ahead (photo-uploads.ts), ready, in the order shown; with any `media` files, at most Limits.imagesPerPost. */
  upload_ids: uploadIdsFieldSchema,
});
/**
 * The composer: the route's fields plus the chosen images (sent as `media`), at most
 * Limits.imagesPerPost (the server refuses more, with its own message).
 */
export const createPostFormSchema = createPostFieldsSchema.extend({
  images: z.array(z.custom<File>()).max(Limits.imagesPerPost, PostMessages.tooManyImages),
});
export type CreatePostForm = z.input<typeof createPostFormSchema>;
export const updatePostBodySchema = z.object({ content: postContentSchema, mention_ids: mentionIdsSchema });
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

export const createCommentBodySchema = z.object({
  post_id: z.string({ error: PostMessages.postIdRequired }).trim().min(1, PostMessages.postIdRequired).max(100),
  content: commentContentSchema,
  mention_ids: mentionIdsSchema,
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;
export const updateCommentBodySchema = z.object({ content: commentContentSchema, mention_ids: mentionIdsSchema });
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

export const postResponseSchema = successEnvelope(postSchema);
export const postListResponseSchema = listEnvelope(postSchema);
export const commentResponseSchema = successEnvelope(commentSchema);
export const commentListResponseSchema = listEnvelope(commentSchema);
/** DELETE answers: the id of what was removed. */
export const deletedResponseSchema = successEnvelope(z.object({ _id: z.string(), id: z.string() }));

/**
 * GET /posts with optional keyset paging (an addition to the original contract, docs/api.md): pass
 * `metadata.next_cursor` back as `cursor` to get the page after it in constant time however deep;
 * `page` still works.
 */
export const postFeedQuerySchema = postListQuerySchema.extend({
  cursor: z.string().trim().max(200).optional(),
});
export type PostFeedQuery = z.infer<typeof postFeedQuerySchema>;

/** Feed metadata: the usual paging block plus the cursor of the next page (null on the last). */
export const feedMetadataSchema = pageMetadataSchema.extend({
  next_cursor: z.string().nullable(),
  nextCursor: z.string().nullable(),
});
export type FeedMetadata = z.infer<typeof feedMetadataSchema>;

/** GET /posts answer: a list envelope whose metadata also carries `next_cursor`. */
export const postFeedResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(postSchema),
  metadata: feedMetadataSchema,
});

export const reactionSummaryResponseSchema = successEnvelope(reactionSummarySchema);

/** One person's reaction, in GET …/reactions. */
export const reactionPersonSchema = z.object({
  user: authorSchema,
  kind: reactionKindSchema,
  reacted_at: z.string(),
});
export type ReactionPerson = z.infer<typeof reactionPersonSchema>;

/** GET …/reactions: who reacted (newest first; of one kind with `kind`), the counts in `metadata`. */
export const reactionListResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(reactionPersonSchema),
  metadata: pageMetadataSchema.extend(reactionSummarySchema.shape),
});
