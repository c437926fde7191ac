// Generated from route-table/reviews-and-ratings.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/reviews-and-ratings.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const deleteMyReview: RoutePath<typeof declared.deleteMyReview> = {
  method: 'DELETE',
  path: '/organization/:id/reviews/mine',
};
export const listMyOrganizationReviews: RoutePath<typeof declared.listMyOrganizationReviews> = {
  method: 'GET',
  path: '/organization/me/reviews',
};
export const listOrganizationReviews: RoutePath<typeof declared.listOrganizationReviews> = {
  method: 'GET',
  path: '/organization/:id/reviews',
};
export const markReviewHelpful: RoutePath<typeof declared.markReviewHelpful> = {
  method: 'POST',
  path: '/reviews/:id/helpful',
};
export const replyToReview: RoutePath<typeof declared.replyToReview> = {
  method: 'PUT',
  path: '/organization/me/reviews/:id/reply',
};
export const saveMyReview: RoutePath<typeof declared.saveMyReview> = {
  method: 'PUT',
  path: '/organization/:id/reviews/mine',
};
export const unmarkReviewHelpful: RoutePath<typeof declared.unmarkReviewHelpful> = {
  method: 'DELETE',
  path: '/reviews/:id/helpful',
};
