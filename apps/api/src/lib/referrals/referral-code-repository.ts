import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function findActiveCode(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('referral_codes')
    .select(['id', 'code', 'owner_id'])
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveCodeOfOwner(db: Kysely<DB>, ownerId: string) {
  return db
    .selectFrom('referral_codes')
    .select(['id', 'code'])
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts a code unless it is taken; returns its id, or undefined on a clash. */
export async function insertCodeIfFree(
  db: Kysely<DB>,
  values: { code: string; owner_id: string; issued_by: string | null },
): Promise<string | undefined> {
  const row = await db
    .insertInto('referral_codes')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertReferral(
  db: Kysely<DB>,
  values: { referred_user_id: string; referrer_id: string; code_id: string },
): Promise<void> {
  await db.insertInto('referrals').values(values).execute();
}
