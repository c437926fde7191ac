import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * A deleted staff member's audit entries stay (the log is the instance's record); who acted becomes
 * null, as for moderation actions, and the entry keeps what it was about (its target label).
 */
export const administrationAccountDeletion: AccountDeletionPart = {
  name: 'administration',
  references: [{ table: 'staff_actions', column: 'actor_id' }],
};
