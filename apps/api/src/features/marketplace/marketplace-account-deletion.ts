import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import type { MarketplacePhotoKeys } from '../../db/schema.js';

/**
 * The account's items go with their photos (interests and saves on them by cascade), and its own
 * interests and saves by cascade; an item reserved for the account is available again for its
 * seller (buyer_id's SET NULL alone would leave a reservation for nobody). A sale keeps its row
 * without the buyer.
 */
export const marketplaceAccountDeletion: AccountDeletionPart = {
  name: 'marketplace',
  references: [
    { table: 'marketplace_items', column: 'seller_id' },
    { table: 'marketplace_items', column: 'buyer_id' },
    { table: 'marketplace_interests', column: 'user_id' },
    { table: 'marketplace_saves', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const items = await trx
      .deleteFrom('marketplace_items')
      .where('seller_id', '=', account.id)
      .returning('photos')
      .execute();
    await trx
      .updateTable('marketplace_items')
      .set({ status: 'available', buyer_id: null, reserved_at: null })
      .where('buyer_id', '=', account.id)
      .where('status', '=', 'reserved')
      .execute();
    return {
      files: items.flatMap((row) => (row.photos as MarketplacePhotoKeys[]).flatMap((p) => [p.display, p.thumbnail])),
    };
  },
};
