import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

function selectListings(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('listings as l')
    .selectAll('l')
    .select([
      sql<string>`(SELECT count(*) FROM listing_interests i WHERE i.listing_id = l.id)`.as('interested_count'),
      sql<boolean>`EXISTS (SELECT 1 FROM listing_interests i WHERE i.listing_id = l.id AND i.user_id = ${viewerId}::uuid)`.as(
        'is_interested',
      ),
    ]);
}

export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;

export async function findListing(db: Kysely<DB>, id: string, viewerId: string) {
  return selectListings(db, viewerId).where('l.id', '=', id).executeTakeFirst();
}

/** An organization's listings, newest first; only active ones unless `includeInactive`. */
export async function listListings(
  db: Kysely<DB>,
  organizationId: string,
  viewerId: string,
  options: { includeInactive: boolean; limit: number; offset: number },
) {
  let rows = selectListings(db, viewerId).where('l.organization_id', '=', organizationId);
  let count = db
    .selectFrom('listings as l')
    .select(sql<string>`count(*)`.as('n'))
    .where('l.organization_id', '=', organizationId);
  if (!options.includeInactive) {
    rows = rows.where('l.active', '=', true);
    count = count.where('l.active', '=', true);
  }
  const [page, total] = await Promise.all([
    rows.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(options.limit).offset(options.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.n) };
}

export async function insertListing(
  db: Kysely<DB>,
  values: {
    organizationId: string;
    title: string;
    description: string;
    priceCents: number | null;
    active: boolean;
    photo: { display: string; thumbnail: string } | null;
    at: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('listings')
    .values({
      organization_id: values.organizationId,
      title: values.title,
      description: values.description,
      price_cents: values.priceCents,
      active: values.active,
      photo_key: values.photo?.display ?? null,
      photo_thumbnail_key: values.photo?.thumbnail ?? null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a listing of the given organization; undefined when it is missing or someone else's. */
export async function lockOwnListing(db: Kysely<DB>, organizationId: string, id: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'photo_key', 'photo_thumbnail_key'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateListingFields(
  db: Kysely<DB>,
  id: string,
  changes: {
    title?: string;
    description?: string;
    price_cents?: number | null;
    active?: boolean;
    photo_key?: string;
    photo_thumbnail_key?: string;
  },
  at: Date,
): Promise<void> {
  await db
    .updateTable('listings')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteListingRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('listings').where('id', '=', id).execute();
}

/** The active listing with its organization's owner, for interest calls; undefined otherwise. */
export async function findActiveListingOwner(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('listings as l')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['l.id', 'l.title', 'o.owner_id'])
    .where('l.id', '=', id)
    .where('l.active', '=', true)
    .executeTakeFirst();
}

/** True when a new interest was written (a repeated call writes nothing). */
export async function insertInterest(db: Kysely<DB>, listingId: string, userId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('listing_interests')
    .values({ listing_id: listingId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doNothing())
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteInterest(db: Kysely<DB>, listingId: string, userId: string): Promise<void> {
  await db.deleteFrom('listing_interests').where('listing_id', '=', listingId).where('user_id', '=', userId).execute();
}
