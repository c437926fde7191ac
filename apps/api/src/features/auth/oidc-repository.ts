import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OidcLoginsTable } from '../../db/schema/oidc.js';

// SQL of sign-in through the provider (migration 0038). Secrets are stored as hashes only.

/** Stores a started sign-in, forgetting the expired ones on the way (they are never read again). */
export async function insertOidcLogin(db: Kysely<DB>, row: OidcLoginsTable, now: Date): Promise<void> {
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await db.insertInto('oidc_logins').values(row).execute();
}

/** Takes a started sign-in out, whatever comes next: a state is good once. */
export function takeOidcLogin(db: Kysely<DB>, stateHash: string) {
  return db.deleteFrom('oidc_logins').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();
}

export async function findIdentityOwner(db: Kysely<DB>, issuer: string, subject: string) {
  const row = await db
    .selectFrom('oidc_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links an identity to an account; a concurrent link of the same identity keeps the first. */
export async function insertIdentity(
  db: Kysely<DB>,
  values: { issuer: string; subject: string; user_id: string; created_at: Date },
): Promise<void> {
  await db
    .insertInto('oidc_identities')
    .values(values)
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

export async function insertTicket(db: Kysely<DB>, ticketHash: string, userId: string, expiresAt: Date, now: Date) {
  await db.deleteFrom('oidc_tickets').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oidc_tickets')
    .values({ ticket_hash: ticketHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Takes a ticket out (good once) and says whose it is, if it is still live. */
export async function takeTicket(db: Kysely<DB>, ticketHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .deleteFrom('oidc_tickets')
    .where('ticket_hash', '=', ticketHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row.user_id : undefined;
}

export async function insertPendingLink(
  db: Kysely<DB>,
  values: { token_hash: string; user_id: string; issuer: string; subject: string; expires_at: Date },
  now: Date,
): Promise<void> {
  await db.deleteFrom('oidc_pending_links').where('expires_at', '<=', now).execute();
  await db.insertInto('oidc_pending_links').values(values).execute();
}

/** Takes a pending link out (good once), if it is still live. */
export async function takePendingLink(db: Kysely<DB>, tokenHash: string, now: Date) {
  const row = await db
    .deleteFrom('oidc_pending_links')
    .where('token_hash', '=', tokenHash)
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at > now ? row : undefined;
}

/** What the callback needs of the account an identity or an e-mail leads to. */
export function findSignInAccount(db: Kysely<DB>, by: { id: string } | { email: string }) {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'suspended_until', 'banned_at', 'awaiting_approval_since']);
  return ('id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)).executeTakeFirst();
}

/**
 * An account whose e-mail the provider has just verified: marked verified, and, if it was not
 * verified before, its password is replaced by `passwordHash` (unknown to anyone) and its sessions
 * end: whoever signed up with that address without owning it loses the account they pre-registered.
 * True when it was such an account (its sessions' streams must be told).
 */
export async function adoptVerifiedEmail(
  db: Kysely<DB>,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ email_verified_at: now, password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
  return updated !== undefined;
}
