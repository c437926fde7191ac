import type { Kysely } from 'kysely';
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
