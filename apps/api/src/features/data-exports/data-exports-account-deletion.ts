import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { archiveKeysOf } from './data-exports-repository.js';

/** An account's exports go with it (the foreign key cascades), and their archives after the commit. */
export const dataExportsAccountDeletion: AccountDeletionPart = {
  name: 'data-exports',
  references: [{ table: 'data_exports', column: 'user_id' }],
  async deleteWithin(trx, account) {
    return { files: await archiveKeysOf(trx, account.id) };
  },
};
