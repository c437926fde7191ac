import { z } from 'zod';
import { listEnvelope, pageMetadataSchema, pagingQuery, successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import { authorSchema, mediaItemSchema } from './posts.js';

/**
 * Reviews and ratings, and organization updates (issue 19, decision 0029). Routes (all under
 * /api/v1, bearer auth):
 * - GET    /organization/{id}/reviews?sort&page&limit   newest (default) or most helpful first
 * - PUT    /organization/{id}/reviews/mine              neighbours: rate 1–5 with optional text (replaces)
 * - DELETE /organization/{id}/reviews/mine              neighbours: remove their review
 * - POST   /reviews/{id}/helpful                        'helpful' vote (idempotent; not on one's own)
 * - DELETE /reviews/{id}/helpful                        withdraw the vote (idempotent)
 * - GET    /organization/me/reviews?sort&page&limit     org-only: its reviews (hidden ones left out)
 * - PUT    /organization/me/reviews/{id}/reply          org-only: the one public reply (409 the second time)
 * - GET    /organization/me/updates?page&limit          org-only: its updates with reach
 * - POST   /organization/me/updates                     org-only: multipart `text`, `offer_ends_at?`, files `media` (≤ 4)
 * - DELETE /organization/me/updates/{id}                org-only → `{ _id, id }`
 * - POST   /organization/updates/seen                   `{ ids }`: the updates the web showed the caller (reach)
 * Organizations carry `rating: { average, count }` (average to one decimal, null without reviews).
 */
export const ReviewMessages = {
  reviewsLoaded: 'Reviews loaded',
  reviewSaved: 'Review saved',
  reviewDeleted: 'Review deleted',
  reviewNotFound: 'Review not found',
  helpfulAdded: 'Marked as helpful',
  helpfulRemoved: 'Helpful vote removed',
  replySaved: 'Reply published',
  ratingRequired: 'Choose a rating from 1 to 5',
  textTooLong: 'A review must be at most 2000 characters',
  replyRequired: 'Write a reply',
  replyTooLong: 'A reply must be at most 2000 characters',
  alreadyReplied: 'This review already has a reply',
  neighboursOnly: 'Only neighbours can review organizations',
  notVerified: 'Verify your e-mail address before reviewing',
  noLocation: 'Set your location before reviewing',
  ownOrganization: 'You cannot review your own organization',
  accountTooNew: 'New accounts can review after a few days',
  ownReview: 'You cannot vote on your own review',
} as const;

export const ReviewLimits = {
  textMaxLength: 2000,
  replyMaxLength: 2000,
  /** Default minimum account age in days before reviewing (config REVIEW_MIN_ACCOUNT_DAYS). */
  minAccountDays: 3,
  pageSize: 10,
} as const;

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

/** An organization's rating: the average to one decimal (null without reviews) and the count. */
export const organizationRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type OrganizationRating = z.infer<typeof organizationRatingSchema>;

/** The rating from the aggregate the server keeps (sum and count of visible reviews). */
export function ratingOf(sum: number | string, count: number | string): OrganizationRating {
  const n = Number(count);
  return { average: n > 0 ? Math.round((Number(sum) * 10) / n) / 10 : null, count: n };
}

export const reviewReplySchema = z.object({ text: z.string(), created_at: z.string() });

export const reviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  organization_id: z.string(),
  author: authorSchema,
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  helpful_count: z.number().int(),
  /** Whether the caller voted it helpful. */
  is_helpful: z.boolean(),
  /** Whether it is the caller's own review. */
  is_mine: z.boolean(),
  reply: reviewReplySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = pagingQuery(ReviewLimits.pageSize, Limits.maxPageSize).extend({
  sort: z.enum(reviewSorts).default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** PUT /organization/{id}/reviews/mine. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: ReviewMessages.ratingRequired })
    .int(ReviewMessages.ratingRequired)
    .min(1, ReviewMessages.ratingRequired)
    .max(5, ReviewMessages.ratingRequired),
  text: z.string().trim().max(ReviewLimits.textMaxLength, ReviewMessages.textTooLong).optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export type ReviewForm = z.input<typeof reviewBodySchema>;

/** PUT /organization/me/reviews/{id}/reply. */
export const reviewReplyBodySchema = z.object({
  text: z
    .string({ error: ReviewMessages.replyRequired })
    .trim()
    .min(1, ReviewMessages.replyRequired)
    .max(ReviewLimits.replyMaxLength, ReviewMessages.replyTooLong),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

/** The list's metadata also carries the organization's rating and the caller's own review. */
export const reviewListMetadataSchema = pageMetadataSchema.extend({
  rating: organizationRatingSchema,
  mine: reviewSchema.nullable(),
});
export type ReviewListMetadata = z.infer<typeof reviewListMetadataSchema>;
export const reviewListResponseSchema = listEnvelope(reviewSchema).extend({ metadata: reviewListMetadataSchema });
export const reviewResponseSchema = successEnvelope(reviewSchema);
/** DELETE …/reviews/mine: the organization's rating afterwards. */
export const reviewDeletedResponseSchema = successEnvelope(z.object({ rating: organizationRatingSchema }));
/** PUT …/reviews/mine: the review and the organization's rating afterwards. */
export const reviewSavedResponseSchema = successEnvelope(
  z.object({ review: reviewSchema, rating: organizationRatingSchema }),
);

// ---- Organization updates ----

export const OrganizationUpdateMessages = {
  updatesLoaded: 'Updates loaded',
  updatePublished: 'Update published',
  updateDeleted: 'Update deleted',
  updateNotFound: 'Update not found',
  textRequired: 'Write your update',
  textTooLong: 'An update must be at most 2000 characters',
  offerEndInvalid: 'Choose a valid end date',
  offerEndPast: 'The offer must end in the future',
  tooManyImages: 'You can attach up to 4 photos',
  dailyLimit: 'You can publish up to 3 updates a day. Try again tomorrow.',
  noLocation: 'Set your business location before publishing updates',
  seenRecorded: 'Recorded',
} as const;

export const OrganizationUpdateLimits = {
  textMaxLength: 2000,
  imagesPerUpdate: Limits.imagesPerPost,
  /** Default updates per organization per 24 hours (config ORGANIZATION_UPDATES_PER_DAY). */
  perDay: 3,
  seenMaxIds: 50,
} as const;

/**
 * Multipart text fields of POST /organization/me/updates (files arrive as repeated `media`).
 * `offer_ends_at` is an ISO date-time (or a date, meaning its end in UTC); '' means none.
 */
export const organizationUpdateFieldsSchema = z.object({
  text: z
    .string({ error: OrganizationUpdateMessages.textRequired })
    .trim()
    .min(1, OrganizationUpdateMessages.textRequired)
    .max(OrganizationUpdateLimits.textMaxLength, OrganizationUpdateMessages.textTooLong),
  offer_ends_at: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), OrganizationUpdateMessages.offerEndInvalid)
    .optional(),
});
export type OrganizationUpdateFields = z.infer<typeof organizationUpdateFieldsSchema>;

/** The dashboard's form: the route's fields plus the chosen photos. */
export const organizationUpdateFormSchema = organizationUpdateFieldsSchema.extend({
  images: z
    .array(z.custom<File>())
    .max(OrganizationUpdateLimits.imagesPerUpdate, OrganizationUpdateMessages.tooManyImages),
});
export type OrganizationUpdateForm = z.input<typeof organizationUpdateFormSchema>;

export const organizationUpdateReachSchema = z.object({
  seen: z.number().int(),
  reacted: z.number().int(),
  commented: z.number().int(),
});
export type OrganizationUpdateReach = z.infer<typeof organizationUpdateReachSchema>;

/** An update as its organization sees it (the feed shows it as a post with `organization`). */
export const organizationUpdateSchema = z.object({
  _id: z.string(),
  id: z.string(),
  text: z.string(),
  media: z.array(mediaItemSchema),
  offer_ends_at: z.string().nullable(),
  reach: organizationUpdateReachSchema,
  created_at: z.string(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

export const organizationUpdateListQuerySchema = pagingQuery(ReviewLimits.pageSize, Limits.maxPageSize);
/** The list's metadata adds the reach of every update together and today's remaining allowance. */
export const organizationUpdateListMetadataSchema = pageMetadataSchema.extend({
  reach: organizationUpdateReachSchema,
  remaining_today: z.number().int(),
});
export type OrganizationUpdateListMetadata = z.infer<typeof organizationUpdateListMetadataSchema>;
export const organizationUpdateListResponseSchema = listEnvelope(organizationUpdateSchema).extend({
  metadata: organizationUpdateListMetadataSchema,
});
export const organizationUpdateResponseSchema = successEnvelope(organizationUpdateSchema);

export const updatesSeenBodySchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(OrganizationUpdateLimits.seenMaxIds),
});
export type UpdatesSeenBody = z.infer<typeof updatesSeenBodySchema>;
export const updatesSeenResponseSchema = successEnvelope(z.object({ recorded: z.number().int() }));
