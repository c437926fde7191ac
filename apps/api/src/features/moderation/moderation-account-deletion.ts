import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * A deleted account's own reports and appeals go with it (cascade); the log keeps the actions
 * (who decided and whom they concerned become null), and reports about the account lose their author.
 */
export const moderationAccountDeletion: AccountDeletionPart = {
  name: 'moderation',
  references: [
    { table: 'reports', column: 'reporter_id' },
    { table: 'reports', column: 'target_user_id' },
    { table: 'moderation_actions', column: 'moderator_id' },
    { table: 'moderation_actions', column: 'target_user_id' },
    { table: 'moderation_appeals', column: 'appellant_id' },
  ],
};
