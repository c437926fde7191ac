import { sql, type Expression, type Kysely } from 'kysely';
import { readableBy } from '../../lib/blocks/index.js';
import type { DB } from '../../db/schema.js';

/** Every column a view of an organization needs, with its counts: the same for every viewer. */
function selectSharedOrganizations(db: Kysely<DB>) {
  return db
    .selectFrom('organizations as o')
    .selectAll('o')
    .select([
      sql<string>`(SELECT count(*) FROM follows f WHERE f.followee_id = o.owner_id)`.as('followers_count'),
      sql<string>`(SELECT count(*) FROM listings l WHERE l.organization_id = o.id AND l.active)`.as('listings_count'),
    ]);
}

/** Every column a view of an organization needs, with counts and whether the viewer follows it. */
function selectOrganizations(db: Kysely<DB>, viewerId: string) {
  return selectSharedOrganizations(db).select(
    sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = o.owner_id)`.as(
      'is_following',
    ),
  );
}

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganizationById>>>;
/** A row as every viewer shares it (decision 0039): hidden ones included, nothing of a viewer's own. */
export type SharedOrganizationRow = Omit<OrganizationRow, 'is_following'>;

/**
 * The full rows (with counts) of a page whose ids `page` selects, in the page's order, in the same
 * statement (decision 0032: a directory page was one statement for its ids and one for its rows).
 * The counts' subqueries run for the page's rows only. Rows as every viewer shares them (decision
 * 0039): hidden organizations are in it and nothing says what the viewer follows; the directory
 * cuts the page per viewer (directory-cut.ts). With `total` (a one-value count query) the total
 * rides along, evaluated once; it is unknown for an empty page.
 */
export async function findSharedOrganizationsInOrder(
  db: Kysely<DB>,
  page: Expression<{ id: string }>,
  total?: Expression<{ n: string }>,
): Promise<{ rows: SharedOrganizationRow[]; total: number | undefined }> {
  const rows = await selectSharedOrganizations(db)
    // The ids' subquery yields them in its ORDER BY; row_number() OVER () numbers them so.
    .innerJoin(
      sql<{ id: string; position: string }>`(SELECT ids.id, row_number() OVER () AS position FROM (${page}) AS ids)`.as(
        'page',
      ),
      'page.id',
      'o.id',
    )
    .select(total ? sql<string | null>`(${total})`.as('page_total') : sql<string | null>`NULL`.as('page_total'))
    .orderBy('page.position')
    .execute();
  const first = rows[0];
  return {
    rows: rows.map(({ page_total: _total, ...row }) => row),
    total: first?.page_total == null ? undefined : Number(first.page_total),
  };
}

export async function findOrganizationById(db: Kysely<DB>, id: string, viewerId: string) {
  return selectOrganizations(db, viewerId)
    .where('o.id', '=', id)
    .where(readableBy(viewerId, { hidden: 'o.hidden_at', author: 'o.owner_id' }))
    .executeTakeFirst();
}

export async function findOrganizationByOwner(db: Kysely<DB>, ownerId: string) {
  return selectOrganizations(db, ownerId).where('o.owner_id', '=', ownerId).executeTakeFirst();
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
