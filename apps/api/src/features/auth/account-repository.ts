import type { Insertable, Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';

export async function findAccountByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'account_type',
      'email_verified_at',
      'suspended_until',
      'banned_at',
      'awaiting_approval_since',
      // The saved language its e-mails are written in (issue 41).
      'locale',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findAccountById(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'account_type', 'email_verified_at', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

/** Returns the new id, or undefined when the e-mail is taken (a concurrent sign-up won). */
export async function insertAccount(db: Kysely<DB>, values: Insertable<UsersTable>): Promise<string | undefined> {
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertOrganizationProfile(db: Kysely<DB>, ownerId: string, businessName: string): Promise<void> {
  await db.insertInto('organizations').values({ owner_id: ownerId, business_name: businessName }).execute();
}

export async function deleteAccount(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function markEmailVerified(db: Kysely<DB>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updatePasswordHash(db: Kysely<DB>, id: string, passwordHash: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
}
