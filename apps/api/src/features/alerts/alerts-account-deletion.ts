import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { alertFileKeysOfAuthor } from './alerts-repository.js';

/** A person's alerts go with them (cascade); their photos are deleted after the commit. */
export const alertsAccountDeletion: AccountDeletionPart = {
  name: 'alerts',
  references: [{ table: 'alerts', column: 'author_id' }],
  async deleteWithin(trx, account) {
    return { files: await alertFileKeysOfAuthor(trx, account.id) };
  },
};
