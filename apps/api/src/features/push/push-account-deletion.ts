import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/** An account's push subscriptions go with it (the foreign key cascades): no device hears of it again. */
export const pushAccountDeletion: AccountDeletionPart = {
  name: 'push',
  references: [{ table: 'push_subscriptions', column: 'user_id' }],
};
