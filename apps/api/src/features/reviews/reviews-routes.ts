import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  OrganizationMessages,
  reviewBodySchema,
  reviewDeletedResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  ReviewMessages,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewSavedResponseSchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  deleteOwnReview,
  getOwnReviews,
  getReviews,
  replyToReview,
  saveReview,
  setHelpful,
  type ReviewsDeps,
} from './reviews-service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const writeErrors = { ...errors, 409: errorEnvelopeSchema };

export function reviewsDeps(app: FastifyInstance): ReviewsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    minAccountDays: app.config.REVIEW_MIN_ACCOUNT_DAYS,
  };
}

/** Reviews and ratings (issue 19, decision 0029). */
export async function reviewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['reviews'];
  const security = [{ bearerAuth: [] }];
  // Per request: tests swap app.database.db for a counting one.
  const deps = () => reviewsDeps(app);
  const requireOrganization = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'organization')
      throw AppError.notFound(OrganizationMessages.organizationNotFound);
  };

  app.get(
    '/organization/:id/reviews',
    {
      schema: {
        tags,
        security,
        summary: "An organization's reviews (newest or most helpful first), its rating and the caller's own review.",
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ReviewMessages.reviewsLoaded,
      ...(await getReviews(deps(), signedIn(request).id, request.params.id, request.query)),
    }),
  );

  app.put(
    '/organization/:id/reviews/mine',
    {
      schema: {
        tags,
        security,
        summary: 'Rate an organization 1–5 with an optional text; replaces the caller’s earlier review.',
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ReviewMessages.reviewSaved,
      data: await saveReview(deps(), signedIn(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/organization/:id/reviews/mine',
    {
      schema: {
        tags,
        security,
        summary: "Remove the caller's review (idempotent); answers the organization's rating.",
        params: idParamsSchema,
        response: { 200: reviewDeletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ReviewMessages.reviewDeleted,
      data: await deleteOwnReview(deps(), signedIn(request).id, request.params.id),
    }),
  );

  for (const [method, helpful] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/reviews/:id/helpful',
      schema: {
        tags,
        security,
        summary: helpful
          ? "Vote a review helpful (idempotent; one per neighbour, not one's own)."
          : 'Withdraw a helpful vote (idempotent).',
        params: idParamsSchema,
        response: { 200: reviewResponseSchema, ...writeErrors },
      },
      handler: async (request) => ({
        status: 'success' as const,
        message: helpful ? ReviewMessages.helpfulAdded : ReviewMessages.helpfulRemoved,
        data: await setHelpful(deps(), signedIn(request), request.params.id, helpful),
      }),
    });
  }

  app.get(
    '/organization/me/reviews',
    {
      onRequest: requireOrganization,
      schema: {
        tags,
        security,
        summary: "Org-only: the organization's reviews, to reply from the dashboard.",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ReviewMessages.reviewsLoaded,
      ...(await getOwnReviews(deps(), signedIn(request).id, request.query)),
    }),
  );

  app.put(
    '/organization/me/reviews/:id/reply',
    {
      onRequest: requireOrganization,
      schema: {
        tags,
        security,
        summary: "Org-only: the organization's one public reply to a review (409 once replied).",
        params: idParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ReviewMessages.replySaved,
      data: await replyToReview(deps(), signedIn(request).id, request.params.id, request.body.text),
    }),
  );
}
