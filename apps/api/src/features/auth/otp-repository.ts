import type { Kysely } from 'kysely';
import type { DB, OtpPurpose } from '../../db/schema.js';

const COLUMNS = ['id', 'user_id', 'code_hash', 'attempts', 'expires_at'] as const;

export async function findCodeOfUser(db: Kysely<DB>, userId: string, purpose: OtpPurpose) {
  return db
    .selectFrom('otp_codes')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export async function findCodeByHash(db: Kysely<DB>, purpose: OtpPurpose, codeHash: string) {
  return db
    .selectFrom('otp_codes')
    .select(COLUMNS)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

export type OtpRow = NonNullable<Awaited<ReturnType<typeof findCodeOfUser>>>;

export async function deleteCodeOfUser(db: Kysely<DB>, userId: string, purpose: OtpPurpose): Promise<void> {
  await db.deleteFrom('otp_codes').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/** Codes long past expiry no longer answer "expired"; clearing them frees their hashes. */
export async function deleteStaleCodes(db: Kysely<DB>, purpose: OtpPurpose, before: Date): Promise<void> {
  await db.deleteFrom('otp_codes').where('purpose', '=', purpose).where('expires_at', '<', before).execute();
}

/** Inserts unless another outstanding code of the purpose has the same hash; true when stored. */
export async function insertCodeIfUnique(
  db: Kysely<DB>,
  values: { user_id: string; purpose: OtpPurpose; code_hash: string; created_at: Date; expires_at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('otp_codes')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one of the code's tries before it is compared, in one guarded statement, so simultaneous
 * guesses cannot all be compared: returns the try's number, or undefined when none is left.
 */
export async function takeAttempt(db: Kysely<DB>, id: string, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Single use: the delete succeeds for exactly one caller, even under concurrency. */
export async function claimCode(db: Kysely<DB>, id: string, codeHash: string): Promise<boolean> {
  const row = await db
    .deleteFrom('otp_codes')
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
