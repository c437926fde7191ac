import { sql } from 'kysely';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * The account's reactions go, and the posts and comments they were on count them no more (the
 * counts live on those rows, decision 0021). Runs before comments and posts: the counts of others'
 * items move while the reactions are still there to say which. Each person has at most one
 * reaction per item, so every item row is updated once.
 */
export const reactionsAccountDeletion: AccountDeletionPart = {
  name: 'reactions',
  references: [
    { table: 'post_reactions', column: 'user_id' },
    { table: 'comment_reactions', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    await sql`
      UPDATE posts SET reaction_counts = posts.reaction_counts || jsonb_build_object(r.kind,
        greatest(0, coalesce((posts.reaction_counts ->> r.kind)::int, 0) - 1))
      FROM post_reactions r
      WHERE r.user_id = ${account.id}::uuid AND posts.id = r.post_id`.execute(trx);
    await sql`
      UPDATE comments SET reaction_counts = comments.reaction_counts || jsonb_build_object(r.kind,
        greatest(0, coalesce((comments.reaction_counts ->> r.kind)::int, 0) - 1))
      FROM comment_reactions r
      WHERE r.user_id = ${account.id}::uuid AND comments.id = r.comment_id`.execute(trx);
    await trx.deleteFrom('post_reactions').where('user_id', '=', account.id).execute();
    await trx.deleteFrom('comment_reactions').where('user_id', '=', account.id).execute();
    return {};
  },
};
