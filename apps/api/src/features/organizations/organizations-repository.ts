import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The lower-cased search document; the same expression as the organizations_search_trgm index. */
const searchDocument = sql<string>`lower(o.business_name || ' ' || o.category || ' ' || o.description || ' ' || o.city || ' ' || o.location_city)`;

/** Every column a view of an organization needs, with counts and whether the viewer follows it. */
function selectOrganizations(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('organizations as o')
    .selectAll('o')
    .select([
      sql<string>`(SELECT count(*) FROM follows f WHERE f.followee_id = o.owner_id)`.as('followers_count'),
      sql<string>`(SELECT count(*) FROM listings l WHERE l.organization_id = o.id AND l.active)`.as('listings_count'),
      sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = o.owner_id)`.as(
        'is_following',
      ),
    ]);
}

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganizationById>>>;

/**
 * Full rows (with counts) of a page of ids, in the ids' order. Pages are picked by id first: the
 * counts' subqueries then run for the page only, not for every row the sort has to look at.
 */
async function loadPage(db: Kysely<DB>, viewerId: string, ids: string[]): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrganizations(db, viewerId).where('o.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findOrganizationById(db: Kysely<DB>, id: string, viewerId: string) {
  return selectOrganizations(db, viewerId).where('o.id', '=', id).executeTakeFirst();
}

export async function findOrganizationByOwner(db: Kysely<DB>, ownerId: string) {
  return selectOrganizations(db, ownerId).where('o.owner_id', '=', ownerId).executeTakeFirst();
}

/** The id of the organization with this id, if it exists (no joins: an existence check). */
export async function findOrganizationId(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst();
  return row?.id;
}

/** The id of the organization this account owns, if any. */
export async function findOrganizationIdByOwner(db: Kysely<DB>, ownerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('organizations').select('id').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.id;
}

/** Word similarity a search needs to match (see searchOrganizations). */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Escapes LIKE wildcards so a search for '50%' means the characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Directory search: pg_trgm's word similarity (`<%`, typo-tolerant) or a plain substring over the
 * lower-cased document, both served by the trigram GIN index. Ranked by how well the business
 * name matches, then the whole document.
 */
export async function searchOrganizations(
  db: Kysely<DB>,
  viewerId: string,
  search: string,
  limit: number,
  offset: number,
) {
  const q = search.toLowerCase();
  const where = sql<boolean>`(${q} <% ${searchDocument} OR ${searchDocument} LIKE ${likePattern(q)})`;
  return db.transaction().execute(async (trx) => {
    // pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words
    // ('bakry' scores 0.5 against 'bakery'); 0.4 still keeps unrelated words out.
    await sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.lit(WORD_SIMILARITY_THRESHOLD)}`.execute(trx);
    const page = await trx
      .selectFrom('organizations as o')
      .select('o.id')
      .where(where)
      .orderBy(sql`word_similarity(${q}, lower(o.business_name))`, 'desc')
      .orderBy(sql`word_similarity(${q}, ${searchDocument})`, 'desc')
      .orderBy('o.business_name')
      .orderBy('o.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const rows = await loadPage(
      trx,
      viewerId,
      page.map((row) => row.id),
    );
    const count = await trx
      .selectFrom('organizations as o')
      .select(sql<string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  });
}

/**
 * Without a search: nearest first for the viewer's area — same suburb, then same city, then same
 * state, then the rest; within a tier by distance between rounded coordinates when both have
 * them, then by name. An organization's area is its resolved one, else its typed city/state.
 */
export async function nearestOrganizations(db: Kysely<DB>, viewerId: string, limit: number, offset: number) {
  const viewer = await db
    .selectFrom('users')
    .select(['location_suburb', 'location_city', 'location_state', 'location_lat', 'location_lng'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  const suburb = (viewer?.location_suburb ?? '').toLowerCase();
  const city = (viewer?.location_city ?? '').toLowerCase();
  const state = (viewer?.location_state ?? '').toLowerCase();
  const orgCity = sql`lower(coalesce(nullif(o.location_city, ''), o.city))`;
  const orgState = sql`lower(coalesce(nullif(o.location_state, ''), o.state))`;
  const tier = sql<number>`CASE
      WHEN ${suburb} <> '' AND lower(o.location_suburb) = ${suburb} AND ${orgCity} = ${city} THEN 0
      WHEN ${city} <> '' AND ${orgCity} = ${city} AND ${orgState} = ${state} THEN 1
      WHEN ${state} <> '' AND ${orgState} = ${state} THEN 2
      ELSE 3 END`;
  const lat = viewer?.location_lat ?? null;
  const lng = viewer?.location_lng ?? null;
  // Equirectangular distance is enough to order nearby places; nulls (no coordinates) go last.
  const distance =
    lat === null || lng === null
      ? sql`NULL::double precision`
      : sql`(power(o.location_lat - ${lat}::double precision, 2)
          + power((o.location_lng - ${lng}::double precision) * cos(radians(${lat}::double precision)), 2))`;
  const [page, count] = await Promise.all([
    db
      .selectFrom('organizations as o')
      .select('o.id')
      .orderBy(tier)
      .orderBy(sql`${distance} ASC NULLS LAST`)
      .orderBy('o.business_name')
      .orderBy('o.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('organizations')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const rows = await loadPage(
    db,
    viewerId,
    page.map((row) => row.id),
  );
  return { rows, total: Number(count.n) };
}

export interface OrganizationChanges {
  business_name?: string;
  description?: string;
  category?: string;
  contact_email?: string;
  contact_phone?: string;
  contact_email_public?: boolean;
  contact_phone_public?: boolean;
  website?: string;
  address?: string;
  city?: string;
  state?: string;
  opening_hours?: string;
  location_suburb?: string;
  location_city?: string;
  location_state?: string;
  location_country?: string;
  location_lat?: number;
  location_lng?: number;
}

export async function updateOrganizationFields(
  db: Kysely<DB>,
  ownerId: string,
  changes: OrganizationChanges,
  at: Date,
) {
  await db
    .updateTable('organizations')
    .set({ ...changes, updated_at: at })
    .where('owner_id', '=', ownerId)
    .execute();
}

export type OrganizationImage = 'logo' | 'cover';

/**
 * Replaces (or clears) the logo or cover keys of an owner's organization, locking the row; answers
 * the previous keys for deletion after the commit, or undefined when there is no organization.
 */
export async function replaceOrganizationImage(
  db: Kysely<DB>,
  ownerId: string,
  which: OrganizationImage,
  keys: { display: string; thumbnail: string } | null,
  at: Date,
): Promise<string[] | undefined> {
  const current = await db
    .selectFrom('organizations')
    .select(['logo_key', 'logo_thumbnail_key', 'cover_key', 'cover_thumbnail_key'])
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  const old =
    which === 'logo'
      ? [current.logo_key, current.logo_thumbnail_key]
      : [current.cover_key, current.cover_thumbnail_key];
  const values =
    which === 'logo'
      ? { logo_key: keys?.display ?? null, logo_thumbnail_key: keys?.thumbnail ?? null }
      : { cover_key: keys?.display ?? null, cover_thumbnail_key: keys?.thumbnail ?? null };
  await db
    .updateTable('organizations')
    .set({ ...values, updated_at: at })
    .where('owner_id', '=', ownerId)
    .execute();
  return old.filter((key): key is string => key !== null);
}
