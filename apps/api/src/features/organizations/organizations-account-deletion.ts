import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * An organization account's profile goes by cascade with its listings (the directory's triggers
 * follow), and so do the account's interests in listings; the logo, cover and listing photos are
 * deleted after the commit.
 */
export const organizationsAccountDeletion: AccountDeletionPart = {
  name: 'organizations',
  references: [
    { table: 'organizations', column: 'owner_id' },
    { table: 'listing_interests', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const rows = await trx
      .selectFrom('organizations')
      .leftJoin('listings', 'listings.organization_id', 'organizations.id')
      .select([
        'organizations.logo_key',
        'organizations.logo_thumbnail_key',
        'organizations.cover_key',
        'organizations.cover_thumbnail_key',
        'listings.photo_key',
        'listings.photo_thumbnail_key',
      ])
      .where('organizations.owner_id', '=', account.id)
      .execute();
    const keys = new Set(
      rows.flatMap((row) => [
        row.logo_key,
        row.logo_thumbnail_key,
        row.cover_key,
        row.cover_thumbnail_key,
        row.photo_key,
        row.photo_thumbnail_key,
      ]),
    );
    keys.delete(null);
    return { files: [...keys].filter((key): key is string => key !== null) };
  },
};
