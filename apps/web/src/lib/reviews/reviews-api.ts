import type { ReviewBody, ReviewSort } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** Reviews per page on the organization page and the dashboard (Load more). */
export const REVIEWS_PAGE = 10;

/** Reviews and organization updates (issue 19), typed by the contract's route table. */
export const reviewsApi = {
  list: (organizationId: string, sort: ReviewSort, page: number, signal?: AbortSignal) =>
    call(apiRoutes.listOrganizationReviews, {
      params: { id: organizationId },
      query: { sort, page, limit: REVIEWS_PAGE },
      signal,
    }),
  save: (organizationId: string, body: ReviewBody) =>
    call(apiRoutes.saveMyReview, { params: { id: organizationId }, body }),
  remove: (organizationId: string) => call(apiRoutes.deleteMyReview, { params: { id: organizationId } }),
  helpful: (reviewId: string, helpful: boolean) =>
    call(helpful ? apiRoutes.markReviewHelpful : apiRoutes.unmarkReviewHelpful, { params: { id: reviewId } }),

  mine: (sort: ReviewSort, page: number, signal?: AbortSignal) =>
    call(apiRoutes.listMyOrganizationReviews, { query: { sort, page, limit: REVIEWS_PAGE }, signal }),
  reply: (reviewId: string, text: string) =>
    call(apiRoutes.replyToReview, { params: { id: reviewId }, body: { text } }),

  updates: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listMyOrganizationUpdates, { query: { page, limit: REVIEWS_PAGE }, signal }),
  publishUpdate: (fields: { text: string; offer_ends_at?: string }, photos: readonly File[]) => {
    const form = new FormData();
    form.append('text', fields.text);
    if (fields.offer_ends_at) form.append('offer_ends_at', fields.offer_ends_at);
    for (const photo of photos) form.append('media', photo, photo.name);
    return call(apiRoutes.publishOrganizationUpdate, { body: form });
  },
  deleteUpdate: (id: string) => call(apiRoutes.deleteOrganizationUpdate, { params: { id } }),
  seen: (ids: string[]) => call(apiRoutes.markOrganizationUpdatesSeen, { body: { ids } }),
};

/** TanStack Query keys; everything under `reviews` is refreshed after a review write. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (organizationId: string, sort: ReviewSort) => ['reviews', 'organization', organizationId, sort] as const,
  mine: (sort: ReviewSort) => ['reviews', 'me', sort] as const,
  updates: ['organization-updates'] as const,
};
