// The API's routes: Reviews and ratings (reviews-routes.ts, issue 19).
import type {
  reviewBodySchema,
  reviewDeletedResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewSavedResponseSchema,
} from '../index.js';
import type { Id } from './aliases.js';
import { route } from './route-kit.js';

export const listOrganizationReviews = route<{
  params: Id;
  query: typeof reviewListQuerySchema;
  response: typeof reviewListResponseSchema;
}>()('GET', '/organization/:id/reviews');
export const saveMyReview = route<{
  params: Id;
  body: typeof reviewBodySchema;
  response: typeof reviewSavedResponseSchema;
}>()('PUT', '/organization/:id/reviews/mine');
export const deleteMyReview = route<{ params: Id; response: typeof reviewDeletedResponseSchema }>()(
  'DELETE',
  '/organization/:id/reviews/mine',
);
export const markReviewHelpful = route<{ params: Id; response: typeof reviewResponseSchema }>()(
  'POST',
  '/reviews/:id/helpful',
);
export const unmarkReviewHelpful = route<{ params: Id; response: typeof reviewResponseSchema }>()(
  'DELETE',
  '/reviews/:id/helpful',
);
export const listMyOrganizationReviews = route<{
  query: typeof reviewListQuerySchema;
  response: typeof reviewListResponseSchema;
}>()('GET', '/organization/me/reviews');
export const replyToReview = route<{
  params: Id;
  body: typeof reviewReplyBodySchema;
  response: typeof reviewResponseSchema;
}>()('PUT', '/organization/me/reviews/:id/reply');
