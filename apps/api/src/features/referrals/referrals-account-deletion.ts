import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * The account's referral codes and the record of who invited it go by cascade; people it invited
 * keep their accounts, and codes it issued stay with their owners (both foreign keys SET NULL).
 */
export const referralsAccountDeletion: AccountDeletionPart = {
  name: 'referrals',
  references: [
    { table: 'referral_codes', column: 'owner_id' },
    { table: 'referral_codes', column: 'issued_by' },
    { table: 'referrals', column: 'referred_user_id' },
    { table: 'referrals', column: 'referrer_id' },
  ],
};
