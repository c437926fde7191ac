import { sql } from 'kysely';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/** The account's comments go; the posts of others they were on count them no more (decision 0008). */
export const commentsAccountDeletion: AccountDeletionPart = {
  name: 'comments',
  references: [
    { table: 'comments', column: 'author_id' },
    // Mentions of the account in others' comments go by cascade.
    { table: 'comment_mentions', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    await sql`
      UPDATE posts SET comments_count = greatest(0, posts.comments_count - mine.n)
      FROM (
        SELECT post_id, count(*) AS n FROM comments WHERE author_id = ${account.id}::uuid GROUP BY post_id
      ) AS mine
      WHERE posts.id = mine.post_id AND posts.author_id <> ${account.id}::uuid`.execute(trx);
    await trx.deleteFrom('comments').where('author_id', '=', account.id).execute();
    return {};
  },
};
