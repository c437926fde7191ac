import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

/**
 * Organization updates' SQL (decision 0029). An update is a row of `posts` written by the
 * organization's account with `organization_id` set, in the organization's area, so the home
 * feed reads it with everything else; reach is read here.
 */

/** The owner's organization, locked (the daily limit is counted under this lock), with its area. */
export async function lockOwnOrganization(db: Kysely<DB>, ownerId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'location_suburb', 'location_city', 'location_state', 'location_country'])
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findOwnOrganizationId(db: Kysely<DB>, ownerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('organizations').select('id').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.id;
}

/** Updates published since `since` (the daily limit). */
export async function countUpdatesSince(db: Kysely<DB>, organizationId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<string>`count(*)`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUpdate(
  db: Kysely<DB>,
  values: {
    authorId: string;
    organizationId: string;
    text: string;
    area: Location;
    offerEndsAt: Date | null;
    at: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('posts')
    .values({
      author_id: values.authorId,
      organization_id: values.organizationId,
      offer_ends_at: values.offerEndsAt,
      content: values.text,
      location_suburb: values.area.suburb,
      location_city: values.area.city,
      location_state: values.area.state,
      location_country: values.area.country,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUpdateMedia(
  db: Kysely<DB>,
  postId: string,
  media: readonly { display_key: string; thumbnail_key: string; width: number; height: number }[],
): Promise<void> {
  if (media.length === 0) return;
  await db
    .insertInto('post_media')
    .values(media.map((item, position) => ({ post_id: postId, position, ...item })))
    .execute();
}

/** People who reacted (one reaction per person and post) and distinct commenters, per update row. */
const reacted = sql<string>`(SELECT coalesce(sum(value::int), 0) FROM jsonb_each_text(p.reaction_counts))`;
const commented = sql<string>`(SELECT count(DISTINCT c.author_id) FROM comments c WHERE c.post_id = p.id)`;
const seen = sql<string>`(SELECT count(*) FROM organization_update_views v WHERE v.post_id = p.id)`;

/** The organization's updates with their images and reach, as one select to narrow. */
function selectUpdates(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('posts as p')
    .select((eb) => [
      'p.id',
      'p.content',
      'p.offer_ends_at',
      'p.created_at',
      seen.as('seen'),
      reacted.as('reacted'),
      commented.as('commented'),
      jsonArrayFrom(
        eb
          .selectFrom('post_media as m')
          .select(['m.display_key', 'm.thumbnail_key', 'm.width', 'm.height'])
          .whereRef('m.post_id', '=', 'p.id')
          .orderBy('m.position'),
      ).as('media'),
    ])
    .where('p.organization_id', '=', organizationId);
}

/** A page of the organization's updates, newest first, with their images and reach (one statement). */
export async function listUpdates(db: Kysely<DB>, organizationId: string, limit: number, offset: number) {
  return selectUpdates(db, organizationId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type UpdateRow = Awaited<ReturnType<typeof listUpdates>>[number];

export async function findUpdate(db: Kysely<DB>, organizationId: string, id: string): Promise<UpdateRow | undefined> {
  return selectUpdates(db, organizationId).where('p.id', '=', id).executeTakeFirst();
}

/** Every update together: how many, the reach, and how many were published since `since`. */
export async function summarizeUpdates(db: Kysely<DB>, organizationId: string, since: Date) {
  const row = await db
    .selectFrom('posts as p')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE p.created_at > ${since})`.as('recent'),
      sql<string>`coalesce(sum(${seen}), 0)`.as('seen'),
      sql<string>`coalesce(sum(${reacted}), 0)`.as('reacted'),
      sql<string>`coalesce(sum(${commented}), 0)`.as('commented'),
    ])
    .where('p.organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    recent: Number(row.recent),
    reach: { seen: Number(row.seen), reacted: Number(row.reacted), commented: Number(row.commented) },
  };
}

/** Deletes one of the organization's updates; answers its area and files, or undefined. */
export async function deleteUpdate(db: Kysely<DB>, organizationId: string, id: string) {
  const media = await db
    .selectFrom('post_media as m')
    .innerJoin('posts as p', 'p.id', 'm.post_id')
    .select(['m.display_key', 'm.thumbnail_key'])
    .where('p.id', '=', id)
    .where('p.organization_id', '=', organizationId)
    .execute();
  const row = await db
    .deleteFrom('posts')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning(['location_suburb', 'location_city', 'location_state', 'location_country'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    area: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    keys: media.flatMap((item) => [item.display_key, item.thumbnail_key]),
  };
}

/** Records that the viewer was shown these updates (others' only); answers how many were new. */
export async function recordViews(db: Kysely<DB>, viewerId: string, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql`INSERT INTO organization_update_views (post_id, user_id, created_at)
    SELECT p.id, ${viewerId}::uuid, ${at} FROM posts p
    WHERE p.id = ANY(${[...ids]}::uuid[]) AND p.organization_id IS NOT NULL AND p.author_id <> ${viewerId}::uuid
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
