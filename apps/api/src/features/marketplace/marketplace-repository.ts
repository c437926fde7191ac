import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MarketplaceCategory, MarketplaceCondition } from '@ourhood/contract';
import type { DB, MarketplacePhotoKeys } from '../../db/schema.js';
import { readableBy } from '../../lib/blocks/index.js';
import type { MapCell } from '../../lib/users/user-location-repository.js';

export interface ItemArea {
  suburb: string;
  city: string;
  state: string;
  country: string;
}

/**
 * One row of any marketplace list, whichever table it came from (decision 0030): a neighbour's item,
 * or an organization's listing projected into the same columns by the browse query's second branch.
 */
export interface MarketplaceRow {
  source: 'neighbour' | 'organization';
  id: string;
  title: string;
  description: string;
  category: string | null;
  condition: string | null;
  /** bigint: a string from node-postgres, a number from PGlite. */
  price_minor: string | number;
  /** Null for an organization's listing (the installation's currency). */
  currency: string | null;
  photos: MarketplacePhotoKeys[];
  status: string;
  seller_id: string | null;
  seller_first_name: string | null;
  seller_last_name: string | null;
  seller_avatar_key: string | null;
  organization_id: string | null;
  organization_name: string | null;
  organization_logo_key: string | null;
  buyer_id: string | null;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_avatar_key: string | null;
  location_suburb: string;
  location_city: string;
  is_saved: boolean;
  is_interested: boolean;
  interest_count: number;
  hidden_at: Date | null;
  reserved_at: Date | null;
  sold_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns of a neighbour's item as a MarketplaceRow, for `viewerId` (saved, interested, counts). */
function itemColumns(viewerId: string): RawBuilder<unknown> {
  return sql`'neighbour'::text AS source, i.id, i.title, i.description, i.category, i.condition,
    i.price_minor, i.currency, i.photos, i.status,
    i.seller_id, s.first_name AS seller_first_name, s.last_name AS seller_last_name,
    s.avatar_thumbnail_key AS seller_avatar_key,
    NULL::uuid AS organization_id, NULL::text AS organization_name, NULL::text AS organization_logo_key,
    i.buyer_id, b.first_name AS buyer_first_name, b.last_name AS buyer_last_name,
    b.avatar_thumbnail_key AS buyer_avatar_key,
    i.location_suburb, i.location_city,
    EXISTS (SELECT 1 FROM marketplace_saves ms WHERE ms.user_id = ${viewerId}::uuid AND ms.item_id = i.id) AS is_saved,
    EXISTS (SELECT 1 FROM marketplace_interests mi WHERE mi.item_id = i.id AND mi.user_id = ${viewerId}::uuid)
      AS is_interested,
    CASE WHEN i.seller_id = ${viewerId}::uuid
      THEN (SELECT count(*) FROM marketplace_interests mi WHERE mi.item_id = i.id)::int ELSE 0 END AS interest_count,
    i.hidden_at, i.reserved_at, i.sold_at, i.created_at, i.updated_at`;
}

const itemJoins = sql`FROM marketplace_items i
  JOIN users s ON s.id = i.seller_id
  LEFT JOIN users b ON b.id = i.buyer_id`;

export async function findItem(db: Kysely<DB>, id: string, viewerId: string): Promise<MarketplaceRow | undefined> {
  const result =
    await sql<MarketplaceRow>`SELECT ${itemColumns(viewerId)} ${itemJoins} WHERE i.id = ${id}::uuid`.execute(db);
  return result.rows[0];
}

export interface BrowseFilters {
  viewerId: string;
  /** Null: the caller has no location, everything is listed. */
  area: ItemArea | null;
  category?: MarketplaceCategory;
  free?: boolean;
  minMinor?: number;
  maxMinor?: number;
  search?: string;
}

/** `%term%` for ILIKE with the term's own % _ and \ taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function textMatches(pattern: string | undefined, title: string, description: string): RawBuilder<SqlBool> {
  if (pattern === undefined) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.ref(title)} ILIKE ${pattern} OR ${sql.ref(description)} ILIKE ${pattern})`;
}

function priceMatches(filters: BrowseFilters, ref: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (filters.free) parts.push(sql<SqlBool>`${ref} = 0`);
  if (filters.minMinor !== undefined) parts.push(sql<SqlBool>`${ref} >= ${filters.minMinor}`);
  if (filters.maxMinor !== undefined) parts.push(sql<SqlBool>`${ref} <= ${filters.maxMinor}`);
  if (parts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The browse list in one statement: the area's available and reserved items (partial index
 * marketplace_items_area_open) UNION ALL the area's organizations' active listings (organizations_area,
 * then listings_active_newest), newest first, with the total as a window count. A category filter
 * leaves the listings out (they have none). Nothing across a block, nothing hidden.
 */
export async function listBrowse(
  db: Kysely<DB>,
  filters: BrowseFilters,
  limit: number,
  offset: number,
): Promise<{ rows: MarketplaceRow[]; total: number }> {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  const { viewerId, area } = filters;
  const itemArea = area
    ? sql<SqlBool>`i.location_country = ${area.country} AND i.location_state = ${area.state} AND i.location_city = ${area.city}`
    : sql<SqlBool>`true`;
  const items = sql`SELECT ${itemColumns(viewerId)} ${itemJoins}
    WHERE i.status IN ('available', 'reserved') AND ${itemArea}
      AND ${readableBy(viewerId, { hidden: 'i.hidden_at', author: 'i.seller_id' })}
      AND ${filters.category ? sql<SqlBool>`i.category = ${filters.category}` : sql<SqlBool>`true`}
      AND ${priceMatches(filters, sql`i.price_minor`)}
      AND ${textMatches(pattern, 'i.title', 'i.description')}`;
  const orgArea = area
    ? sql<SqlBool>`o.area_state = lower(${area.state}) AND o.area_city = lower(${area.city})`
    : sql<SqlBool>`true`;
  const listingPrice = sql`coalesce(l.price_cents, 0)::bigint`;
  const listings = sql`SELECT 'organization'::text AS source, l.id, l.title, l.description,
      NULL::text AS category, NULL::text AS condition, ${listingPrice} AS price_minor, NULL::text AS currency,
      CASE WHEN l.photo_key IS NULL THEN '[]'::jsonb
        ELSE jsonb_build_array(jsonb_build_object('display', l.photo_key, 'thumbnail', l.photo_thumbnail_key)) END
        AS photos,
      'available'::text AS status,
      NULL::uuid AS seller_id, NULL::text AS seller_first_name, NULL::text AS seller_last_name,
      NULL::text AS seller_avatar_key,
      o.id AS organization_id, o.business_name AS organization_name, o.logo_thumbnail_key AS organization_logo_key,
      NULL::uuid AS buyer_id, NULL::text AS buyer_first_name, NULL::text AS buyer_last_name,
      NULL::text AS buyer_avatar_key,
      o.location_suburb, coalesce(nullif(o.location_city, ''), o.city) AS location_city,
      false AS is_saved, false AS is_interested, 0 AS interest_count,
      NULL::timestamptz AS hidden_at, NULL::timestamptz AS reserved_at, NULL::timestamptz AS sold_at,
      l.created_at, l.updated_at
    FROM listings l JOIN organizations o ON o.id = l.organization_id
    WHERE l.active AND ${orgArea} AND o.hidden_at IS NULL
      AND ${readableBy(viewerId, { hidden: 'o.hidden_at', author: 'o.owner_id' })}
      AND ${priceMatches(filters, listingPrice)}
      AND ${textMatches(pattern, 'l.title', 'l.description')}`;
  const union = filters.category ? items : sql`${items} UNION ALL ${listings}`;
  const result = await sql<MarketplaceRow & { total: string | number }>`
    SELECT u.*, count(*) OVER () AS total FROM (${union}) u
    ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return { rows: result.rows, total: await totalOf(result.rows, offset, () => countBrowse(db, union)) };
}

/** The window count rides on every row; a page past the end has none, so it is counted then only. */
async function totalOf(
  rows: readonly { total: string | number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total);
  return offset === 0 ? 0 : count();
}

async function countBrowse(db: Kysely<DB>, union: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ n: string | number }>`SELECT count(*) AS n FROM (${union}) u`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The seller's own items in every status, newest first. */
export async function listMine(
  db: Kysely<DB>,
  sellerId: string,
  limit: number,
  offset: number,
): Promise<{ rows: MarketplaceRow[]; total: number }> {
  const base = sql`SELECT ${itemColumns(sellerId)} ${itemJoins} WHERE i.seller_id = ${sellerId}::uuid`;
  const result = await sql<MarketplaceRow & { total: string | number }>`
    SELECT u.*, count(*) OVER () AS total FROM (${base}) u
    ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return { rows: result.rows, total: await totalOf(result.rows, offset, () => countBrowse(db, base)) };
}

/** The caller's saved items, latest saved first (withdrawn, hidden and blocked ones left out). */
export async function listSaved(
  db: Kysely<DB>,
  viewerId: string,
  limit: number,
  offset: number,
): Promise<{ rows: MarketplaceRow[]; total: number }> {
  const base = sql`SELECT ${itemColumns(viewerId)}, ms.created_at AS saved_at
    FROM marketplace_saves ms
    JOIN marketplace_items i ON i.id = ms.item_id
    JOIN users s ON s.id = i.seller_id
    LEFT JOIN users b ON b.id = i.buyer_id
    WHERE ms.user_id = ${viewerId}::uuid AND (i.status <> 'withdrawn' OR i.seller_id = ${viewerId}::uuid)
      AND ${readableBy(viewerId, { hidden: 'i.hidden_at', author: 'i.seller_id' })}`;
  const result = await sql<MarketplaceRow & { total: string | number }>`
    SELECT u.*, count(*) OVER () AS total FROM (${base}) u
    ORDER BY u.saved_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return { rows: result.rows, total: await totalOf(result.rows, offset, () => countBrowse(db, base)) };
}

export interface NewItem {
  sellerId: string;
  title: string;
  description: string;
  category: MarketplaceCategory;
  condition: MarketplaceCondition;
  priceMinor: number;
  currency: string;
  photos: MarketplacePhotoKeys[];
  area: ItemArea;
  /** The map's grid cell of the seller's saved location (issue 44). */
  cell: MapCell;
  at: Date;
}

export async function insertItem(db: Kysely<DB>, item: NewItem): Promise<string> {
  const row = await db
    .insertInto('marketplace_items')
    .values({
      seller_id: item.sellerId,
      title: item.title,
      description: item.description,
      category: item.category,
      condition: item.condition,
      price_minor: item.priceMinor,
      currency: item.currency,
      photos: JSON.stringify(item.photos),
      location_suburb: item.area.suburb,
      location_city: item.area.city,
      location_state: item.area.state,
      location_country: item.area.country,
      map_lat: item.cell.map_lat,
      map_lng: item.cell.map_lng,
      created_at: item.at,
      updated_at: item.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The bare row, for access checks and state moves (optionally under the row's lock). */
export async function findItemState(db: Kysely<DB>, id: string, lock?: 'update' | 'share') {
  let query = db
    .selectFrom('marketplace_items')
    .select(['id', 'seller_id', 'title', 'status', 'buyer_id', 'hidden_at', 'photos', 'currency'])
    .where('id', '=', id);
  if (lock === 'update') query = query.forUpdate();
  if (lock === 'share') query = query.forShare();
  return query.executeTakeFirst();
}
export type ItemState = NonNullable<Awaited<ReturnType<typeof findItemState>>>;

export interface ItemChanges {
  title?: string;
  description?: string;
  category?: MarketplaceCategory;
  condition?: MarketplaceCondition;
  priceMinor?: number;
  status?: 'available' | 'reserved' | 'sold' | 'withdrawn';
  buyerId?: string | null;
  reservedAt?: Date | null;
  soldAt?: Date | null;
  withdrawnAt?: Date | null;
  at: Date;
}

export async function updateItem(db: Kysely<DB>, id: string, changes: ItemChanges): Promise<void> {
  await db
    .updateTable('marketplace_items')
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.category !== undefined ? { category: changes.category } : {}),
      ...(changes.condition !== undefined ? { condition: changes.condition } : {}),
      ...(changes.priceMinor !== undefined ? { price_minor: changes.priceMinor } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.buyerId !== undefined ? { buyer_id: changes.buyerId } : {}),
      ...(changes.reservedAt !== undefined ? { reserved_at: changes.reservedAt } : {}),
      ...(changes.soldAt !== undefined ? { sold_at: changes.soldAt } : {}),
      ...(changes.withdrawnAt !== undefined ? { withdrawn_at: changes.withdrawnAt } : {}),
      updated_at: changes.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Records an interest; false when this buyer had already said so. */
export async function insertInterest(db: Kysely<DB>, itemId: string, userId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('marketplace_interests')
    .values({ item_id: itemId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasInterest(db: Kysely<DB>, itemId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('marketplace_interests')
    .select('user_id')
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The neighbours interested in an item, first come first (the seller picks the buyer here). */
export async function listInterested(db: Kysely<DB>, itemId: string, sellerId: string) {
  return db
    .selectFrom('marketplace_interests as mi')
    .innerJoin('users as u', 'u.id', 'mi.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.avatar_thumbnail_key', 'mi.created_at'])
    .where('mi.item_id', '=', itemId)
    .where(readableBy(sellerId, { hidden: 'u.hidden_at', author: 'u.id' }))
    .orderBy('mi.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
}
export type InterestedRow = Awaited<ReturnType<typeof listInterested>>[number];

export async function saveItem(db: Kysely<DB>, userId: string, itemId: string, at: Date): Promise<void> {
  await db
    .insertInto('marketplace_saves')
    .values({ user_id: userId, item_id: itemId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export async function unsaveItem(db: Kysely<DB>, userId: string, itemId: string): Promise<void> {
  await db.deleteFrom('marketplace_saves').where('user_id', '=', userId).where('item_id', '=', itemId).execute();
}

/** Claims an item's keyword matching (once): the item when this call claimed it. */
export async function claimItemMatching(db: Kysely<DB>, id: string, at: Date) {
  return db
    .updateTable('marketplace_items')
    .set({ matched_at: at })
    .where('id', '=', id)
    .where('matched_at', 'is', null)
    .where('status', 'in', ['available', 'reserved'])
    .where('hidden_at', 'is', null)
    .returning(['id', 'seller_id', 'title', 'description', 'location_country', 'location_state', 'location_city'])
    .executeTakeFirst();
}

/** An item still to tell watchers about (a chunk job of a large fan-out). */
export async function findItemForAlerts(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('marketplace_items')
    .select(['id', 'seller_id', 'title'])
    .where('id', '=', id)
    .where('status', 'in', ['available', 'reserved'])
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}
