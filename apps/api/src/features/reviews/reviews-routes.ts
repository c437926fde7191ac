import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok, okPage } from '../../lib/success.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReviewMessages } from '@ourhood/contract';
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

export function reviewsDeps(app: FastifyInstance): ReviewsDeps {
  return {
    db: app.database.db,
    trust: app.config,
    clock: app.clock,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    minAccountDays: app.config.REVIEW_MIN_ACCOUNT_DAYS,
  };
}

/** Reviews and ratings (issue 19, decision 0029). */
export async function reviewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['reviews']);
  // Per request: tests swap app.database.db for a counting one.
  const deps = () => reviewsDeps(app);

  serve(
    apiRoutes.listOrganizationReviews,
    { summary: "An organization's reviews (newest or most helpful first), its rating and the caller's own review." },
    async (request) =>
      okPage(
        ReviewMessages.reviewsLoaded,
        await getReviews(deps(), signedIn(request).id, request.params.id, request.query),
      ),
  );

  serve(
    apiRoutes.saveMyReview,
    { summary: 'Rate an organization 1–5 with an optional text; replaces the caller’s earlier review.', errors: [409] },
    async (request) =>
      ok(ReviewMessages.reviewSaved, await saveReview(deps(), signedIn(request), request.params.id, request.body)),
  );

  serve(
    apiRoutes.deleteMyReview,
    { summary: "Remove the caller's review (idempotent); answers the organization's rating." },
    async (request) =>
      ok(ReviewMessages.reviewDeleted, await deleteOwnReview(deps(), signedIn(request).id, request.params.id)),
  );

  for (const [route, helpful] of [
    [apiRoutes.markReviewHelpful, true],
    [apiRoutes.unmarkReviewHelpful, false],
  ] as const) {
    serve(
      route,
      {
        summary: helpful
          ? "Vote a review helpful (idempotent; one per neighbour, not one's own)."
          : 'Withdraw a helpful vote (idempotent).',
        errors: [409],
      },
      async (request) =>
        ok(
          helpful ? ReviewMessages.helpfulAdded : ReviewMessages.helpfulRemoved,
          await setHelpful(deps(), signedIn(request), request.params.id, helpful),
        ),
    );
  }

  serve(
    apiRoutes.listMyOrganizationReviews,
    { summary: "Org-only: the organization's reviews, to reply from the dashboard." },
    async (request) =>
      okPage(ReviewMessages.reviewsLoaded, await getOwnReviews(deps(), signedIn(request).id, request.query)),
  );

  serve(
    apiRoutes.replyToReview,
    { summary: "Org-only: the organization's one public reply to a review (409 once replied).", errors: [409] },
    async (request) =>
      ok(
        ReviewMessages.replySaved,
        await replyToReview(deps(), signedIn(request).id, request.params.id, request.body.text),
      ),
  );
}
