import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * Follows both ways and the notification preferences go by cascade with the user row; the
 * profile picture's files are deleted after the commit.
 */
export const profilesAccountDeletion: AccountDeletionPart = {
  name: 'profiles',
  references: [
    { table: 'follows', column: 'follower_id' },
    { table: 'follows', column: 'followee_id' },
    { table: 'notification_preferences', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const user = await trx
      .selectFrom('users')
      .select(['avatar_key', 'avatar_thumbnail_key'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    return {
      files: [user.avatar_key, user.avatar_thumbnail_key].filter((key): key is string => key !== null),
    };
  },
};
