import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { uploadFilesOf } from './photo-uploads-repository.js';

/** An account's waiting photo uploads go with it (the foreign key cascades), their files after the commit. */
export const photoUploadsAccountDeletion: AccountDeletionPart = {
  name: 'photo-uploads',
  references: [{ table: 'photo_uploads', column: 'owner_id' }],
  async deleteWithin(trx, account) {
    return { files: await uploadFilesOf(trx, account.id) };
  },
};
