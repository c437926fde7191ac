import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * The account's rental requests go with their own photos (not media they borrowed by imageUrl), and
 * its keywords by cascade; what it had agreed to lend and not yet handed back is open again for
 * someone else (so accepted_by's SET NULL never applies to an accepted request).
 */
export const rentalsAccountDeletion: AccountDeletionPart = {
  name: 'rentals',
  references: [
    { table: 'rental_requests', column: 'requester_id' },
    { table: 'rental_requests', column: 'accepted_by' },
    { table: 'rental_keywords', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const photos = await trx
      .deleteFrom('rental_requests')
      .where('requester_id', '=', account.id)
      .returning(['image_key', 'image_thumbnail_key', 'image_owned'])
      .execute();
    await trx
      .updateTable('rental_requests')
      .set({ status: 'open', accepted_by: null, accepted_at: null, confirmed_at: null })
      .where('accepted_by', '=', account.id)
      .where('status', '=', 'accepted')
      .execute();
    return {
      files: photos
        .filter((row) => row.image_owned)
        .flatMap((row) => [row.image_key, row.image_thumbnail_key])
        .filter((key): key is string => key !== null),
    };
  },
};
