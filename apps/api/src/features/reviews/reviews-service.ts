import type { TrustSettings } from '../../lib/trust/index.js';
import type { Kysely } from 'kysely';
import {
  OrganizationMessages,
  pageMetadata,
  ratingOf,
  ReviewMessages,
  textPreview,
  type OrganizationRating,
  type Review,
  type ReviewBody,
  type ReviewListMetadata,
  type ReviewListQuery,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { Permission, requireAccess, requireOwnOrganization } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import type { Clock } from '../../lib/clock.js';
import { createNotification, notifiedSince, type NotificationHub } from '../../lib/notifications/index.js';
import type { UrlFor } from '../../lib/storage/index.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { isUuid } from '../../lib/uuid.js';
import { presentReview } from './reviews-presenter.js';
import {
  addHelpful,
  countReviews,
  deleteReviewRow,
  findOrganizationRating,
  findOwnReview,
  findReview,
  findReviewer,
  insertReview,
  listReviews,
  lockOrganization,
  lockOwnReview,
  lockReview,
  moveRating,
  removeHelpful,
  setReply,
  updateReview,
} from './reviews-repository.js';

export interface ReviewsDeps {
  db: Kysely<DB>;
  /** Trust settings: a new account's review notice waits in a filtered box (decision 0069). */
  trust: TrustSettings;
  clock: Clock;
  urlFor: UrlFor;
  notifications: NotificationHub;
  /** Days an account must have existed to review (config REVIEW_MIN_ACCOUNT_DAYS; e2e sets 0). */
  minAccountDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A neighbour who deletes and writes again tells the organization at most once a day. */
const RENOTIFY_MS = DAY_MS;

const organizationNotFound = () => AppError.notFound(OrganizationMessages.organizationNotFound);
const reviewNotFound = () => AppError.notFound(ReviewMessages.reviewNotFound);

/** The organization's reviews, with its rating and the caller's own review (4 statements). */
export async function getReviews(
  deps: ReviewsDeps,
  viewerId: string,
  organizationId: string,
  query: ReviewListQuery,
): Promise<{ data: Review[]; metadata: ReviewListMetadata }> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  const organization = await findOrganizationRating(deps.db, organizationId, viewerId);
  if (!organization) throw organizationNotFound();
  return listPage(deps, viewerId, organization, query);
}

/** GET /organization/me/reviews: the organization's own list (the dashboard replies from it). */
export async function getOwnReviews(
  deps: ReviewsDeps,
  ownerId: string,
  query: ReviewListQuery,
): Promise<{ data: Review[]; metadata: ReviewListMetadata }> {
  const id = await requireOwnOrganization(deps.db, { id: ownerId });
  const organization = await findOrganizationRating(deps.db, id, ownerId);
  if (!organization) throw organizationNotFound();
  return listPage(deps, ownerId, organization, query);
}

async function listPage(
  deps: ReviewsDeps,
  viewerId: string,
  organization: { id: string; rating_sum: number; rating_count: number },
  query: ReviewListQuery,
) {
  const offset = (query.page - 1) * query.limit;
  const [rows, total, mine] = await Promise.all([
    listReviews(deps.db, organization.id, viewerId, { sort: query.sort, limit: query.limit, offset }),
    countReviews(deps.db, organization.id, viewerId),
    findOwnReview(deps.db, organization.id, viewerId),
  ]);
  return {
    data: rows.map((row) => presentReview(row, viewerId, deps.urlFor)),
    metadata: {
      ...pageMetadata(query.page, query.limit, total),
      rating: ratingOf(organization.rating_sum, organization.rating_count),
      mine: mine ? presentReview(mine, viewerId, deps.urlFor) : null,
    },
  };
}

/**
 * The rules before any write: a neighbour (organizations: 404), verified, with a location, whose
 * account is old enough (409), and who may see the organization (404) and does not own it (409).
 */
async function assertMayReview(
  deps: ReviewsDeps,
  trx: Kysely<DB>,
  user: AuthUser,
  organization: { id: string; owner_id: string },
): Promise<void> {
  // Hidden (but to its owner) or across a block with its owner: 404, as its page.
  await requireAccess(trx, { id: user.id }, Permission.OrganizationRead, organization.id);
  if (organization.owner_id === user.id) throw AppError.conflict(ReviewMessages.ownOrganization);
  if (user.accountType !== 'user') throw AppError.conflict(ReviewMessages.neighboursOnly);
  const reviewer = await findReviewer(trx, user.id);
  if (!reviewer?.email_verified_at) throw AppError.conflict(ReviewMessages.notVerified);
  if (user.area.city === '') throw AppError.badRequest(ReviewMessages.noLocation);
  const age = deps.clock.now().getTime() - reviewer.created_at.getTime();
  if (age < deps.minAccountDays * DAY_MS) throw AppError.conflict(ReviewMessages.accountTooNew);
}

/**
 * PUT /organization/{id}/reviews/mine: writes or replaces the caller's review. Under the
 * organization row's lock: the review is written and the aggregate moved in one transaction, so
 * a double submit makes one review and concurrent reviews keep the average right. A new review
 * tells the organization (at most once a day per neighbour).
 */
export async function saveReview(
  deps: ReviewsDeps,
  user: AuthUser,
  organizationId: string,
  body: ReviewBody,
): Promise<{ review: Review; rating: OrganizationRating }> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  const at = deps.clock.now();
  const text = body.text ?? '';
  const { rating, created } = await deps.db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, organizationId);
    if (!organization) throw organizationNotFound();
    await assertMayReview(deps, trx, user, organization);
    const existing = await lockOwnReview(trx, organizationId, user.id);
    let aggregate = { rating_sum: organization.rating_sum, rating_count: organization.rating_count };
    let notified;
    if (existing) {
      await updateReview(trx, existing.id, body.rating, text, at);
      if (existing.hidden_at === null && existing.rating !== body.rating) {
        aggregate = await moveRating(trx, organizationId, body.rating - existing.rating, 0);
      }
    } else {
      const reviewId = await insertReview(trx, { organizationId, authorId: user.id, rating: body.rating, text, at });
      aggregate = await moveRating(trx, organizationId, body.rating, 1);
      const since = new Date(at.getTime() - RENOTIFY_MS);
      const recent = await notifiedSince(trx, {
        recipientId: organization.owner_id,
        kind: 'organization_review',
        actorId: user.id,
        since,
      });
      if (!recent) {
        notified = await createNotification(trx, {
          recipientId: organization.owner_id,
          kind: 'organization_review',
          actorId: user.id,
          subject: { type: 'review', id: reviewId, title: reviewTitle(body.rating, text) },
          at,
          filterWith: deps.trust,
        });
      }
    }
    return { rating: ratingOf(aggregate.rating_sum, aggregate.rating_count), created: notified };
  });
  if (created) await deps.notifications.announce(created);
  const row = await findOwnReview(deps.db, organizationId, user.id);
  if (!row) throw reviewNotFound();
  return { review: presentReview(row, user.id, deps.urlFor), rating };
}

/** '4/5: Lovely bread…' (the notification's subject line). */
function reviewTitle(rating: number, text: string): string {
  return text === '' ? `${rating}/5` : `${rating}/5: ${textPreview(text, 60)}`;
}

/** DELETE /organization/{id}/reviews/mine (idempotent): the review goes, the aggregate moves. */
export async function deleteOwnReview(
  deps: ReviewsDeps,
  userId: string,
  organizationId: string,
): Promise<{ rating: OrganizationRating }> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  return deps.db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, organizationId);
    if (!organization) throw organizationNotFound();
    const existing = await lockOwnReview(trx, organizationId, userId);
    let aggregate = { rating_sum: organization.rating_sum, rating_count: organization.rating_count };
    if (existing) {
      await deleteReviewRow(trx, existing.id);
      if (existing.hidden_at === null) aggregate = await moveRating(trx, organizationId, -existing.rating, -1);
    }
    return { rating: ratingOf(aggregate.rating_sum, aggregate.rating_count) };
  });
}

/** A review the viewer may see and vote on: visible, its organization visible, no block between. */
async function lockVisibleReview(trx: Kysely<DB>, id: string, viewerId: string) {
  if (!isUuid(id)) throw reviewNotFound();
  const review = await lockReview(trx, id);
  if (!review || review.hidden_at !== null || review.organization_hidden_at !== null) throw reviewNotFound();
  if (await isBlockedEitherWay(trx, viewerId, review.author_id)) throw reviewNotFound();
  return review;
}

/** POST/DELETE /reviews/{id}/helpful: one vote per neighbour, idempotent, never on one's own. */
export async function setHelpful(deps: ReviewsDeps, user: AuthUser, id: string, helpful: boolean): Promise<Review> {
  await deps.db.transaction().execute(async (trx) => {
    const review = await lockVisibleReview(trx, id, user.id);
    if (review.author_id === user.id) throw AppError.conflict(ReviewMessages.ownReview);
    if (user.accountType !== 'user') throw AppError.conflict(ReviewMessages.neighboursOnly);
    if (helpful) await addHelpful(trx, id, user.id, deps.clock.now());
    else await removeHelpful(trx, id, user.id);
  });
  const row = await findReview(deps.db, id, user.id);
  if (!row) throw reviewNotFound();
  return presentReview(row, user.id, deps.urlFor);
}

/** PUT /organization/me/reviews/{id}/reply: the organization's one public reply (409 after that). */
export async function replyToReview(deps: ReviewsDeps, ownerId: string, id: string, text: string): Promise<Review> {
  if (!isUuid(id)) throw reviewNotFound();
  await deps.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, id);
    if (!review || review.owner_id !== ownerId || review.hidden_at !== null) throw reviewNotFound();
    if (review.reply_text !== null) throw AppError.conflict(ReviewMessages.alreadyReplied);
    await setReply(trx, id, text, deps.clock.now());
  });
  const row = await findReview(deps.db, id, ownerId);
  if (!row) throw reviewNotFound();
  return presentReview(row, ownerId, deps.urlFor);
}
