import { sql, type Kysely, type Updateable } from 'kysely';
import type { DB, InstanceSettingsTable } from '../../db/schema.js';

/**
 * Serialises changes of the settings (there may be no row to lock yet): two saves at once each read
 * what the other wrote, and two logos at once delete each other's replaced files, not keep them.
 */
export async function lockInstanceSettings(db: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('ourhood.instance_settings'))`.execute(db);
}

/** Writes the changed settings; the first change makes the row (two first changes at once: one row). */
export async function updateInstanceSettings(db: Kysely<DB>, values: Updateable<InstanceSettingsTable>) {
  return db
    .insertInto('instance_settings')
    .values({ ...values, singleton: true })
    .onConflict((conflict) => conflict.column('singleton').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Puts new logo keys (or none) in place; answers the row and the keys it replaced. */
export async function replaceLogoKeys(db: Kysely<DB>, keys: { display: string; thumbnail: string } | null, at: Date) {
  const before = (await db
    .selectFrom('instance_settings')
    .select(['logo_key', 'logo_thumbnail_key'])
    .where('singleton', '=', true)
    .forUpdate()
    .executeTakeFirst()) ?? { logo_key: null, logo_thumbnail_key: null };
  const row = await updateInstanceSettings(db, {
    logo_key: keys?.display ?? null,
    logo_thumbnail_key: keys?.thumbnail ?? null,
    updated_at: at,
  });
  const oldKeys = [before.logo_key, before.logo_thumbnail_key].filter((key): key is string => Boolean(key));
  return { row, oldKeys };
}

const jobColumns = ['id', 'kind', 'attempts', 'run_at', 'created_at', 'failed_at', 'last_error'] as const;

/** Queued (waiting or running) or failed jobs, 100 at most, and how many of each there are. */
export async function findJobs(db: Kysely<DB>, state: 'queued' | 'failed') {
  const [jobs, counts] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(jobColumns)
      .where('failed_at', state === 'failed' ? 'is not' : 'is', null)
      .orderBy(state === 'failed' ? 'failed_at' : 'run_at', state === 'failed' ? 'desc' : 'asc')
      .limit(100)
      .execute(),
    db
      .selectFrom('jobs')
      .select([
        sql<number>`count(*) FILTER (WHERE failed_at IS NULL)::int`.as('queued'),
        sql<number>`count(*) FILTER (WHERE failed_at IS NOT NULL)::int`.as('failed'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { jobs, counts };
}

/** A failed job runs again now, with its attempts counted afresh; undefined when no such failed job. */
export function requeueFailedJob(db: Kysely<DB>, id: string, now: Date) {
  return db
    .updateTable('jobs')
    .set({ failed_at: null, attempts: 0, run_at: now, locked_until: null })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .returning(jobColumns)
    .executeTakeFirst();
}

export function latestMailFailures(db: Kysely<DB>) {
  return db
    .selectFrom('mail_failures')
    .select(['id', 'created_at', 'recipient_domain', 'subject', 'error'])
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export function findStaffEmail(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').select(['email', 'locale']).where('id', '=', id).executeTakeFirst();
}
