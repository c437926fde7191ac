import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function findUserIdByEmail(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function setRole(db: Kysely<DB>, userId: string, role: 'member' | 'admin'): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute();
}

function codesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('referral_codes')
    .innerJoin('users', 'users.id', 'referral_codes.owner_id')
    .select((eb) => [
      'referral_codes.id',
      'referral_codes.code',
      'referral_codes.created_at',
      'referral_codes.revoked_at',
      'users.id as owner_id',
      'users.email as owner_email',
      'users.first_name as owner_first_name',
      'users.last_name as owner_last_name',
      eb
        .selectFrom('referrals')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('referrals.code_id', '=', 'referral_codes.id')
        .as('referred_count'),
    ]);
}

export type ReferralCodeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof codesQuery>['executeTakeFirst']>>>;

export function listCodes(db: Kysely<DB>, page: number, limit: number): Promise<ReferralCodeRow[]> {
  return codesQuery(db)
    .orderBy('referral_codes.created_at', 'desc')
    .orderBy('referral_codes.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

export async function countCodes(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('referral_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCodeById(db: Kysely<DB>, id: string): Promise<ReferralCodeRow | undefined> {
  return codesQuery(db).where('referral_codes.id', '=', id).executeTakeFirst();
}

/** Revokes an active code; returns its id, or undefined when there is no such active code. */
export async function revokeCode(db: Kysely<DB>, code: string, at: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('referral_codes')
    .set({ revoked_at: at })
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A verified neighbour account with the admin role. */
export async function insertAdmin(
  db: Kysely<DB>,
  values: { email: string; password_hash: string; first_name: string; last_name: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...values, account_type: 'user', role: 'admin', email_verified_at: new Date() })
    .execute();
}
