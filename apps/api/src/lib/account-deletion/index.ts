// Account deletion as each feature declares it (decision 0017).
export type {
  AccountDeletionAfterCommit,
  AccountDeletionPart,
  DeletedAccount,
  UserReference,
} from './account-deletion-part.js';
export { deleteAccountWithParts } from './delete-account.js';
