import { sql, type Kysely } from 'kysely';
import type { ReviewSort } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { readableBy } from '../../lib/blocks/index.js';

/**
 * Reviews' SQL (decision 0029). Every write to a review first locks its organization's row
 * (`lockOrganization`), then moves the rating aggregate on that row in the same transaction, so
 * concurrent reviews of one organization queue on one lock and the aggregate never drifts.
 */

/** The organization's row, locked: its owner, visibility and rating aggregate. */
export async function lockOrganization(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'owner_id', 'business_name', 'hidden_at', 'rating_sum', 'rating_count'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findOrganizationRating(db: Kysely<DB>, id: string, viewerId: string) {
  return db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.owner_id', 'o.rating_sum', 'o.rating_count'])
    .where('o.id', '=', id)
    .where(readableBy(viewerId, { hidden: 'o.hidden_at', author: 'o.owner_id' }))
    .executeTakeFirst();
}

/** What the review rules ask of the reviewer: verified, how old the account is. */
export async function findReviewer(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email_verified_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The author's review of an organization, locked (call after lockOrganization). */
export async function lockOwnReview(db: Kysely<DB>, organizationId: string, authorId: string) {
  return db
    .selectFrom('organization_reviews')
    .select(['id', 'rating', 'hidden_at'])
    .where('organization_id', '=', organizationId)
    .where('author_id', '=', authorId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertReview(
  db: Kysely<DB>,
  values: { organizationId: string; authorId: string; rating: number; text: string; at: Date },
): Promise<string> {
  const row = await db
    .insertInto('organization_reviews')
    .values({
      organization_id: values.organizationId,
      author_id: values.authorId,
      rating: values.rating,
      text: values.text,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Editing replaces the rating and text; the organization's reply and helpful votes stay. */
export async function updateReview(db: Kysely<DB>, id: string, rating: number, text: string, at: Date) {
  await db.updateTable('organization_reviews').set({ rating, text, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteReviewRow(db: Kysely<DB>, id: string) {
  await db.deleteFrom('organization_reviews').where('id', '=', id).execute();
}

/** Moves the aggregate on the (locked) organization row; answers the new sum and count. */
export async function moveRating(db: Kysely<DB>, organizationId: string, sum: number, count: number) {
  return db
    .updateTable('organizations')
    .set({
      rating_sum: sql<number>`greatest(0, rating_sum + ${sum}::int)`,
      rating_count: sql<number>`greatest(0, rating_count + ${count}::int)`,
    })
    .where('id', '=', organizationId)
    .returning(['rating_sum', 'rating_count'])
    .executeTakeFirstOrThrow();
}

/** The columns of a presented review: its author and whether the viewer voted it helpful. */
function reviewColumns(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('organization_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.organization_id',
      'r.rating',
      'r.text',
      'r.helpful_count',
      'r.reply_text',
      'r.replied_at',
      'r.created_at',
      'r.updated_at',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
      sql<boolean>`EXISTS (SELECT 1 FROM organization_review_helpful h
        WHERE h.review_id = r.id AND h.user_id = ${viewerId}::uuid)`.as('is_helpful'),
    ]);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reviewColumns>['executeTakeFirst']>>>;

/** Hidden reviews only to their authors, nothing across a block (decision 0020). */
const visibleTo = (viewerId: string) => readableBy(viewerId, { hidden: 'r.hidden_at', author: 'r.author_id' });

/** A page of an organization's reviews, newest or most helpful first (one indexed statement). */
export async function listReviews(
  db: Kysely<DB>,
  organizationId: string,
  viewerId: string,
  page: { sort: ReviewSort; limit: number; offset: number },
): Promise<ReviewRow[]> {
  let query = reviewColumns(db, viewerId)
    .where('r.organization_id', '=', organizationId)
    .where('r.hidden_at', 'is', null)
    .where(visibleTo(viewerId));
  if (page.sort === 'helpful') query = query.orderBy('r.helpful_count', 'desc');
  return query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countReviews(db: Kysely<DB>, organizationId: string, viewerId: string): Promise<number> {
  const row = await db
    .selectFrom('organization_reviews as r')
    .select(sql<string>`count(*)`.as('n'))
    .where('r.organization_id', '=', organizationId)
    .where('r.hidden_at', 'is', null)
    .where(visibleTo(viewerId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The viewer's own review of an organization (hidden or not). */
export async function findOwnReview(db: Kysely<DB>, organizationId: string, viewerId: string) {
  return reviewColumns(db, viewerId)
    .where('r.organization_id', '=', organizationId)
    .where('r.author_id', '=', viewerId)
    .executeTakeFirst();
}

export async function findReview(db: Kysely<DB>, id: string, viewerId: string) {
  return reviewColumns(db, viewerId).where('r.id', '=', id).executeTakeFirst();
}

/** A review, locked, with what the vote and reply rules ask of it. */
export async function lockReview(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('organization_reviews as r')
    .innerJoin('organizations as o', 'o.id', 'r.organization_id')
    .select([
      'r.id',
      'r.author_id',
      'r.organization_id',
      'r.hidden_at',
      'r.reply_text',
      'o.owner_id',
      'o.hidden_at as organization_hidden_at',
    ])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
}

/** Adds the vote (answers whether it was new) and moves the count under the review's lock. */
export async function addHelpful(db: Kysely<DB>, reviewId: string, userId: string, at: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('organization_review_helpful')
    .values({ review_id: reviewId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .returning('review_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('organization_reviews')
    .set({ helpful_count: sql<number>`helpful_count + 1` })
    .where('id', '=', reviewId)
    .execute();
  return true;
}

export async function removeHelpful(db: Kysely<DB>, reviewId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('organization_review_helpful')
    .where('review_id', '=', reviewId)
    .where('user_id', '=', userId)
    .returning('review_id')
    .executeTakeFirst();
  if (!deleted) return false;
  await db
    .updateTable('organization_reviews')
    .set({ helpful_count: sql<number>`greatest(0, helpful_count - 1)` })
    .where('id', '=', reviewId)
    .execute();
  return true;
}

export async function setReply(db: Kysely<DB>, id: string, text: string, at: Date) {
  await db.updateTable('organization_reviews').set({ reply_text: text, replied_at: at }).where('id', '=', id).execute();
}
