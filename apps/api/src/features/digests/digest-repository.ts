import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notBlockedBetween, notMutedBy } from '../../lib/blocks/index.js';

/** The reader of a digest and their schedule, locked for the run (a PUT waits for it). */
export function lockDigestReader(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('notification_schedules as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.locale',
      'u.location_suburb',
      'u.location_city',
      'u.location_state',
      'u.location_country',
      'u.suspended_until',
      'u.banned_at',
      's.digest',
      's.time_zone',
      's.digest_next_at',
      's.digest_last_at',
    ])
    .where('s.user_id', '=', userId)
    .forUpdate('s')
    .executeTakeFirst();
}

export type DigestReader = NonNullable<Awaited<ReturnType<typeof lockDigestReader>>>;

const SECTION_SIZE = 5;

/** The city a digest covers: the reader's (never a private group's content, never hidden). */
const inCity = (reader: DigestReader, alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.location_city`)} = ${reader.location_city}
    AND ${sql.ref(`${alias}.location_state`)} = ${reader.location_state}
    AND ${sql.ref(`${alias}.location_country`)} = ${reader.location_country}`;

/** New neighbourhood posts of the area since `since`, most reactions (then comments) first. */
export function topNewPosts(db: Kysely<DB>, reader: DigestReader, since: Date) {
  return db
    .selectFrom('posts as p')
    .innerJoin('users as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      'p.content',
      'p.comments_count',
      'a.first_name',
      'a.last_name',
      sql<number>`(SELECT coalesce(sum(value::int), 0) FROM jsonb_each_text(p.reaction_counts))`.as('reactions'),
    ])
    .where('p.group_id', 'is', null)
    .where('p.hidden_at', 'is', null)
    .where('p.created_at', '>', since)
    .where('p.author_id', '<>', reader.id)
    .where(inCity(reader, 'p'))
    .where(notBlockedBetween(reader.id, 'p.author_id'))
    .where(notMutedBy(reader.id, 'p.author_id'))
    .orderBy('reactions', 'desc')
    .orderBy('p.comments_count', 'desc')
    .orderBy('p.created_at', 'desc')
    .limit(SECTION_SIZE)
    .execute();
}

/** Open rental requests of the area asked since `since`, newest first. */
export function newRentalRequests(db: Kysely<DB>, reader: DigestReader, since: Date) {
  return db
    .selectFrom('rental_requests as r')
    .select(['r.id', 'r.item_name', 'r.duration'])
    .where('r.status', '=', 'open')
    .where('r.hidden_at', 'is', null)
    .where('r.created_at', '>', since)
    .where('r.requester_id', '<>', reader.id)
    .where(inCity(reader, 'r'))
    .where(notBlockedBetween(reader.id, 'r.requester_id'))
    .orderBy('r.created_at', 'desc')
    .limit(SECTION_SIZE)
    .execute();
}

/** Neighbourhood events of the area starting between `from` and `until`, soonest first. */
export function upcomingEvents(db: Kysely<DB>, reader: DigestReader, from: Date, until: Date) {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.starts_at', 'e.all_day', 'e.time_zone', 'e.place_name', 'e.created_at'])
    .where('e.open', '=', true)
    .where('e.listed', '=', true)
    .where('e.status', '=', 'scheduled')
    .where('e.hidden_at', 'is', null)
    .where('e.starts_at', '>=', from)
    .where('e.starts_at', '<', until)
    .where(inCity(reader, 'e'))
    .where(notBlockedBetween(reader.id, 'e.organizer_id'))
    .orderBy('e.starts_at')
    .limit(SECTION_SIZE)
    .execute();
}

/** Organizations of the area that joined since `since`. */
export function newOrganizations(db: Kysely<DB>, reader: DigestReader, since: Date) {
  return db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.business_name', 'o.category'])
    .where('o.hidden_at', 'is', null)
    .where('o.created_at', '>', since)
    .where(inCity(reader, 'o'))
    .where(notBlockedBetween(reader.id, 'o.owner_id'))
    .orderBy('o.created_at', 'desc')
    .limit(SECTION_SIZE)
    .execute();
}

/** Records a run: what it covered up to, and the next due time (null when the digest went off). */
export async function recordDigestRun(db: Kysely<DB>, userId: string, coveredUntil: Date, nextAt: Date | null) {
  await db
    .updateTable('notification_schedules')
    .set({ digest_last_at: coveredUntil, digest_next_at: nextAt })
    .where('user_id', '=', userId)
    .execute();
}
