import { sql } from 'kysely';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * The other side keeps their conversations readable (decision 0031): the account's membership
 * rows go (cascade), its messages stay with 'Deleted account' as the sender (SET NULL), and so
 * does the conversation (its starter SET NULL). A conversation whose other side was already
 * deleted has nobody left: it goes with its messages, and their photos after the commit.
 */
export const messagesAccountDeletion: AccountDeletionPart = {
  name: 'messages',
  references: [
    { table: 'conversations', column: 'starter_id' },
    { table: 'conversation_members', column: 'user_id' },
    { table: 'messages', column: 'sender_id' },
  ],
  async deleteWithin(trx, account) {
    const orphaned = sql`SELECT cm.conversation_id FROM conversation_members cm
      WHERE cm.user_id = ${account.id}::uuid
        AND NOT EXISTS (SELECT 1 FROM conversation_members om
          WHERE om.conversation_id = cm.conversation_id AND om.user_id <> ${account.id}::uuid)`;
    const media = await sql<{ display_key: string; thumbnail_key: string }>`SELECT mm.display_key, mm.thumbnail_key
      FROM message_media mm JOIN messages m ON m.id = mm.message_id
      WHERE m.conversation_id IN (${orphaned})`.execute(trx);
    await sql`DELETE FROM conversations WHERE id IN (${orphaned})`.execute(trx);
    return { files: media.rows.flatMap((row) => [row.display_key, row.thumbnail_key]) };
  },
};
