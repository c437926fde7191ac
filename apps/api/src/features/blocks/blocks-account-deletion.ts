import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/** Blocks and mutes, by or of the account, go with it (cascade). */
export const blocksAccountDeletion: AccountDeletionPart = {
  name: 'blocks',
  references: [
    { table: 'user_blocks', column: 'blocker_id' },
    { table: 'user_blocks', column: 'blocked_id' },
    { table: 'user_mutes', column: 'muter_id' },
    { table: 'user_mutes', column: 'muted_id' },
  ],
};
