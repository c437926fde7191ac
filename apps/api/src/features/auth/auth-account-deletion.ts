import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * Sessions (so every token dies), one-time codes and provider identities go by cascade; rate-limit counters and locally
 * kept mail name the account or its address without a foreign key, so they are deleted here.
 */
export const authAccountDeletion: AccountDeletionPart = {
  name: 'auth',
  references: [
    { table: 'sessions', column: 'user_id' },
    { table: 'otp_codes', column: 'user_id' },
    // Sign-in through the provider (decision 0074): the linked identities (a deleted account's
    // identity signs up afresh), tickets and pending links.
    { table: 'oidc_identities', column: 'user_id' },
    { table: 'oidc_tickets', column: 'user_id' },
    { table: 'oidc_pending_links', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    await trx.deleteFrom('auth_events').where('subject', 'in', [account.id, account.email]).execute();
    await trx.deleteFrom('mail_outbox').where('recipient', '=', account.email).execute();
    return {};
  },
};
