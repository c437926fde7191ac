// The API's routes: Reviews and ratings (reviews-routes.ts, issue 19).
import {
  idParamsSchema,
  reviewBodySchema,
  reviewDeletedResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewSavedResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listOrganizationReviews = route('GET', '/organization/:id/reviews', {
  params: idParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
});
export const saveMyReview = route('PUT', '/organization/:id/reviews/mine', {
  params: idParamsSchema,
  body: reviewBodySchema,
  response: reviewSavedResponseSchema,
});
export const deleteMyReview = route('DELETE', '/organization/:id/reviews/mine', {
  params: idParamsSchema,
  response: reviewDeletedResponseSchema,
});
export const markReviewHelpful = route('POST', '/reviews/:id/helpful', {
  params: idParamsSchema,
  response: reviewResponseSchema,
});
export const unmarkReviewHelpful = route('DELETE', '/reviews/:id/helpful', {
  params: idParamsSchema,
  response: reviewResponseSchema,
});
export const listMyOrganizationReviews = route('GET', '/organization/me/reviews', {
  access: 'organization',
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
});
export const replyToReview = route('PUT', '/organization/me/reviews/:id/reply', {
  access: 'organization',
  params: idParamsSchema,
  body: reviewReplyBodySchema,
  response: reviewResponseSchema,
});
