import { sql } from 'kysely';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { takePostsOffAreaCounts } from '../../lib/area-counts/area-counters.js';

/**
 * The account's posts leave the per-area counters (decision 0008) and go, their images and the
 * comments on them with them (cascade); the image files are deleted after the commit. Mentions of
 * the account in others' posts go by cascade (the '@name' text stays, no longer a link).
 */
export const postsAccountDeletion: AccountDeletionPart = {
  name: 'posts',
  references: [
    { table: 'posts', column: 'author_id' },
    { table: 'post_mentions', column: 'user_id' },
    // Kept by triggers on posts (0030); the row goes with the user by cascade.
    { table: 'user_post_counts', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const media = await trx
      .selectFrom('post_media')
      .innerJoin('posts', 'posts.id', 'post_media.post_id')
      .select(['post_media.display_key', 'post_media.thumbnail_key'])
      .where('posts.author_id', '=', account.id)
      .execute();
    await takePostsOffAreaCounts(trx, sql<boolean>`author_id = ${account.id}::uuid`);
    await trx.deleteFrom('posts').where('author_id', '=', account.id).execute();
    return { files: media.flatMap((item) => [item.display_key, item.thumbnail_key]) };
  },
};
