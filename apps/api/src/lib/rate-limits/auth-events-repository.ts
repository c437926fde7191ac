import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertAuthEvent(db: Kysely<DB>, kind: string, subject: string, at: Date): Promise<void> {
  await db.insertInto('auth_events').values({ kind, subject, created_at: at }).execute();
}

/** Count and oldest time of a subject's events of one kind since `since`. */
export async function countAuthEvents(
  db: Kysely<DB>,
  kind: string,
  subject: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
  const row = await db
    .selectFrom('auth_events')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    oldest: row.oldest ? new Date(row.oldest) : null,
    newest: row.newest ? new Date(row.newest) : null,
  };
}

export async function deleteAuthEvents(db: Kysely<DB>, kind: string, subject: string): Promise<void> {
  await db.deleteFrom('auth_events').where('kind', '=', kind).where('subject', '=', subject).execute();
}

/** Drops events older than any window we count over. */
export async function pruneAuthEvents(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('auth_events').where('created_at', '<', before).execute();
}

/**
 * Serialises counting and recording for one subject until the transaction ends, in every process
 * (PGlite's single connection serialises anyway). The key is a 64-bit hash of kind and subject.
 */
export async function lockEventSubject(trx: Kysely<DB>, kind: string, subject: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}|${subject}`}, 0))`.execute(trx);
}

export async function insertAuthEventReturningId(
  db: Kysely<DB>,
  kind: string,
  subject: string,
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('auth_events')
    .values({ kind, subject, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteAuthEventById(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('auth_events').where('id', '=', id).execute();
}

/** Removes a subject's events of every kind that starts with `kindPrefix`. */
export async function deleteAuthEventsByKindPrefix(db: Kysely<DB>, kindPrefix: string, subject: string): Promise<void> {
  await db
    .deleteFrom('auth_events')
    .where('subject', '=', subject)
    .where(sql<boolean>`starts_with(kind, ${kindPrefix})`)
    .execute();
}
