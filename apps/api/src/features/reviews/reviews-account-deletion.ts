import { sql } from 'kysely';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * The account's reviews and helpful votes go, and what they counted moves first (decision 0029):
 * each organization's rating loses the account's visible review (its row locked by the UPDATE;
 * one review per organization, so each row is updated once), each review its vote. An
 * organization's reach loses the account's views.
 */
export const reviewsAccountDeletion: AccountDeletionPart = {
  name: 'reviews',
  references: [
    { table: 'organization_reviews', column: 'author_id' },
    { table: 'organization_review_helpful', column: 'user_id' },
    { table: 'organization_update_views', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    await sql`
      UPDATE organizations SET rating_sum = greatest(0, organizations.rating_sum - r.rating),
        rating_count = greatest(0, organizations.rating_count - 1)
      FROM organization_reviews r
      WHERE r.author_id = ${account.id}::uuid AND r.hidden_at IS NULL AND organizations.id = r.organization_id`.execute(
      trx,
    );
    await sql`
      UPDATE organization_reviews SET helpful_count = greatest(0, organization_reviews.helpful_count - 1)
      FROM organization_review_helpful h
      WHERE h.user_id = ${account.id}::uuid AND organization_reviews.id = h.review_id`.execute(trx);
    await trx.deleteFrom('organization_review_helpful').where('user_id', '=', account.id).execute();
    await trx.deleteFrom('organization_reviews').where('author_id', '=', account.id).execute();
    await trx.deleteFrom('organization_update_views').where('user_id', '=', account.id).execute();
    return {};
  },
};
