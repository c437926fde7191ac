import {
  MarketplaceLimits,
  MarketplaceMessages,
  marketplaceItemFieldsSchema,
  pageMetadata,
  updateMarketplaceItemBodySchema,
  type MarketplaceConfig,
  type MarketplaceItem,
  type MarketplaceItemDetail,
  type MarketplaceItemQuery,
  type MarketplacePageQuery,
  type PageMetadata,
  TrustMessages,
} from '@ourhood/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { mayAccess, Permission } from '../../lib/access/index.js';
import { isNewAccountToStranger } from '../../lib/trust/index.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import type { MultipartUpload } from '../../lib/images/index.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import { createNotification } from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { lockEventSubject } from '../../lib/rate-limits/auth-events-repository.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { findUserArea, findUserAreaAndCell } from '../../lib/users/user-location-repository.js';
import { isUuid } from '../../lib/uuid.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { toMinor } from './marketplace-money.js';
import { presentItem, presentItemDetail } from './marketplace-presenter.js';
import {
  findItem,
  findItemState,
  hasInterest,
  insertInterest,
  insertItem,
  listBrowse,
  listInterested,
  listMine,
  listSaved,
  saveItem,
  unsaveItem,
  updateItem,
  type ItemState,
  type MarketplaceRow,
  type NewItem,
} from './marketplace-repository.js';

/** The job that alerts keyword watchers of a new item (marketplace-matching.ts). */
export const MARKETPLACE_MATCH_JOB = 'marketplace_match';

const DAY_MS = 24 * 60 * 60 * 1000;

/** New items per neighbour: counted as events, so listing-then-withdrawing cannot flood watchers. */
export const MARKETPLACE_ITEM_LIMIT: EventLimit = {
  kind: 'marketplace_item',
  max: MarketplaceLimits.itemsPerDay,
  windowMs: DAY_MS,
  message: MarketplaceMessages.tooManyItems,
};

/** New 'I'm interested' presses per neighbour (each notifies a seller). */
export const MARKETPLACE_INTEREST_LIMIT: EventLimit = {
  kind: 'marketplace_interest',
  max: MarketplaceLimits.interestsPerDay,
  windowMs: DAY_MS,
  message: MarketplaceMessages.tooManyInterests,
};

const itemNotFound = () => AppError.notFound(MarketplaceMessages.itemNotFound);

export function getConfig(deps: MarketplaceDeps): MarketplaceConfig {
  return {
    currency: deps.currency.code,
    fraction_digits: deps.currency.digits,
    max_price: MarketplaceLimits.maxPrice,
    max_photos: MarketplaceLimits.maxPhotos,
  };
}

/** A cheap early check before photos are processed; the insert checks again under the lock. */
export function assertMayList(deps: MarketplaceDeps, sellerId: string): Promise<void> {
  return assertUnderLimit(deps.db, deps.clock, MARKETPLACE_ITEM_LIMIT, sellerId);
}

/** Whether `viewerId` may see the item (Permission.MarketplaceItemRead), in `db` (a transaction's, under its lock). */
async function mayRead(db: MarketplaceDeps['db'], id: string, viewerId: string): Promise<boolean> {
  return (await mayAccess(db, { id: viewerId }, Permission.MarketplaceItemRead, id)).has(id);
}

async function detail(deps: MarketplaceDeps, row: MarketplaceRow, viewerId: string): Promise<MarketplaceItemDetail> {
  const interested = row.seller_id === viewerId ? await listInterested(deps.db, row.id, viewerId) : [];
  return presentItemDetail(row, interested, viewerId, deps.currency, (key) => deps.storage.urlFor(key));
}

async function loadItem(deps: MarketplaceDeps, id: string, viewerId: string): Promise<MarketplaceItemDetail> {
  const row = await findItem(deps.db, id, viewerId);
  if (!row || !row.seller_id || !(await mayRead(deps.db, id, viewerId))) throw itemNotFound();
  return detail(deps, row, viewerId);
}

export async function getItem(deps: MarketplaceDeps, viewerId: string, id: string): Promise<MarketplaceItemDetail> {
  if (!isUuid(id)) throw itemNotFound();
  return loadItem(deps, id, viewerId);
}

function page(
  deps: MarketplaceDeps,
  viewerId: string,
  query: MarketplacePageQuery,
  result: { rows: MarketplaceRow[]; total: number },
): { data: MarketplaceItem[]; metadata: PageMetadata } {
  return {
    data: result.rows.map((row) => presentItem(row, viewerId, deps.currency, (key) => deps.storage.urlFor(key))),
    metadata: pageMetadata(query.page, query.limit, result.total),
  };
}

/** Browse: the caller's city (everything without a location), items and organizations' listings. */
export async function browseItems(deps: MarketplaceDeps, viewerId: string, query: MarketplaceItemQuery) {
  const area = await findUserArea(deps.db, viewerId);
  if (!area) throw AppError.unauthorized();
  const result = await listBrowse(
    deps.db,
    {
      viewerId,
      area: area.city === '' ? null : area,
      category: query.category,
      free: query.free,
      minMinor: query.min_price === undefined ? undefined : toMinorBound(deps, query.min_price, 'min_price'),
      maxMinor: query.max_price === undefined ? undefined : toMinorBound(deps, query.max_price, 'max_price'),
      search: query.search || undefined,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return page(deps, viewerId, query, result);
}

function toMinorBound(deps: MarketplaceDeps, amount: number, field: string) {
  return toMinor(amount, deps.currency, field);
}

export async function myItems(deps: MarketplaceDeps, viewerId: string, query: MarketplacePageQuery) {
  return page(deps, viewerId, query, await listMine(deps.db, viewerId, query.limit, (query.page - 1) * query.limit));
}

export async function savedItems(deps: MarketplaceDeps, viewerId: string, query: MarketplacePageQuery) {
  return page(deps, viewerId, query, await listSaved(deps.db, viewerId, query.limit, (query.page - 1) * query.limit));
}

function parseItemFields<T>(schema: z.ZodType<T>, input: unknown): T {
  return parseFields(schema, input, { fallback: { field: 'title', message: MarketplaceMessages.titleRequired } });
}

/**
 * Stores the item and queues its keyword alerts in one transaction, under the seller's lock for
 * the daily cap (429 with Retry-After beyond it).
 */
async function insertAndQueue(deps: MarketplaceDeps, item: Omit<NewItem, 'area' | 'cell' | 'at'>): Promise<string> {
  const id = await withEventLock(deps.db, MARKETPLACE_ITEM_LIMIT, item.sellerId, async (trx) => {
    const place = await findUserAreaAndCell(trx, item.sellerId);
    if (!place) throw AppError.unauthorized();
    const { area, cell } = place;
    await assertUnderLimit(trx, deps.clock, MARKETPLACE_ITEM_LIMIT, item.sellerId);
    await recordEvent(trx, deps.clock, MARKETPLACE_ITEM_LIMIT, item.sellerId);
    const itemId = await insertItem(trx, { ...item, area, cell, at: deps.clock.now() });
    await enqueueJob(trx, deps.clock, MARKETPLACE_MATCH_JOB, { itemId });
    return itemId;
  });
  deps.jobs.poke();
  return id;
}

function newItem(deps: MarketplaceDeps, sellerId: string, input: unknown, photos: NewItem['photos']) {
  const fields = parseItemFields(marketplaceItemFieldsSchema, input ?? {});
  return {
    sellerId,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    condition: fields.condition,
    priceMinor: toMinor(fields.price, deps.currency),
    currency: deps.currency.code,
    photos,
  };
}

/** POST /marketplace/items, multipart: the fields and up to 6 photos through the image pipeline. */
export async function createItemFromUpload(
  deps: MarketplaceDeps,
  sellerId: string,
  upload: MultipartUpload,
): Promise<MarketplaceItemDetail> {
  let id: string;
  try {
    const photos = upload.images.map((image) => ({ display: image.keys.display, thumbnail: image.keys.thumbnail }));
    id = await insertAndQueue(deps, newItem(deps, sellerId, upload.fields, photos));
  } catch (error) {
    await upload.discard();
    throw error;
  }
  return loadItem(deps, id, sellerId);
}

/** POST /marketplace/items, JSON: the fields, no photos. */
export async function createItemFromJson(
  deps: MarketplaceDeps,
  sellerId: string,
  input: unknown,
): Promise<MarketplaceItemDetail> {
  const id = await insertAndQueue(deps, newItem(deps, sellerId, input, []));
  return loadItem(deps, id, sellerId);
}

/**
 * A seller-only move under the item's row lock: 404 for a missing item or anyone but the seller
 * (they may not even know it exists), else `move` decides (409 for an illegal state).
 */
async function sellerMove<T>(
  deps: MarketplaceDeps,
  sellerId: string,
  id: string,
  move: (trx: MarketplaceDeps['db'], item: ItemState, at: Date) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw itemNotFound();
  const at = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const item = await findItemState(trx, id, 'update');
    if (!item || item.seller_id !== sellerId) throw itemNotFound();
    return move(trx, item, at);
  });
}

/** PATCH: edit the fields while available or reserved; `status: 'available'` releases a reservation. */
export async function editItem(
  deps: MarketplaceDeps,
  sellerId: string,
  id: string,
  input: unknown,
): Promise<MarketplaceItemDetail> {
  const body = parseItemFields(updateMarketplaceItemBodySchema, input ?? {});
  const priceMinor = body.price === undefined ? undefined : toMinor(body.price, deps.currency);
  await sellerMove(deps, sellerId, id, async (trx, item, at) => {
    if (item.status !== 'available' && item.status !== 'reserved') {
      throw AppError.conflict(MarketplaceMessages.notEditable);
    }
    const release = body.status === 'available';
    if (release && item.status !== 'reserved') throw AppError.conflict(MarketplaceMessages.notReservedToRelease);
    await updateItem(trx, id, {
      title: body.title,
      description: body.description,
      category: body.category,
      condition: body.condition,
      priceMinor,
      ...(release ? { status: 'available' as const, buyerId: null, reservedAt: null } : {}),
      at,
    });
  });
  return loadItem(deps, id, sellerId);
}

/** DELETE: withdraw an available or reserved item (the seller still sees it under 'Your listings'). */
export async function withdrawItem(deps: MarketplaceDeps, sellerId: string, id: string): Promise<void> {
  await sellerMove(deps, sellerId, id, async (trx, item, at) => {
    if (item.status !== 'available' && item.status !== 'reserved') {
      throw AppError.conflict(MarketplaceMessages.notAvailable);
    }
    await updateItem(trx, id, { status: 'withdrawn', withdrawnAt: at, at });
  });
}

/** available → reserved for a neighbour who said they are interested; the buyer hears of it. */
export async function reserveItem(
  deps: MarketplaceDeps,
  sellerId: string,
  id: string,
  buyerId: string,
): Promise<MarketplaceItemDetail> {
  const created = await sellerMove(deps, sellerId, id, async (trx, item, at) => {
    if (item.status !== 'available') throw AppError.conflict(MarketplaceMessages.notAvailable);
    const notInterested = () =>
      AppError.badRequest(MarketplaceMessages.buyerNotInterested, { buyer_id: MarketplaceMessages.buyerNotInterested });
    if (buyerId === sellerId || !isUuid(buyerId) || !(await hasInterest(trx, id, buyerId))) throw notInterested();
    if (await isBlockedEitherWay(trx, sellerId, buyerId)) throw notInterested();
    await updateItem(trx, id, { status: 'reserved', buyerId, reservedAt: at, at });
    return createNotification(trx, {
      recipientId: buyerId,
      kind: 'marketplace_reserved',
      actorId: sellerId,
      subject: { type: 'marketplace_item', id, title: item.title },
      at,
    });
  });
  await deps.notifications.announce(created);
  return loadItem(deps, id, sellerId);
}

/** reserved → sold (to the buyer it was reserved for). */
export async function markSold(deps: MarketplaceDeps, sellerId: string, id: string): Promise<MarketplaceItemDetail> {
  await sellerMove(deps, sellerId, id, async (trx, item, at) => {
    if (item.status !== 'reserved') throw AppError.conflict(MarketplaceMessages.notReserved);
    await updateItem(trx, id, { status: 'sold', soldAt: at, at });
  });
  return loadItem(deps, id, sellerId);
}

/**
 * 'I'm interested': recorded once per buyer (a repeat answers created: false and notifies nobody),
 * the seller told with the buyer's name. Only an available item of someone else; new interests are
 * limited per neighbour per day, counted under the buyer's lock.
 */
export async function expressInterest(
  deps: MarketplaceDeps,
  buyerId: string,
  id: string,
): Promise<{ item_id: string; created: boolean }> {
  if (!isUuid(id)) throw itemNotFound();
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    // A share lock: presses go side by side; a reservation or withdrawal (FOR UPDATE) waits for them.
    const item = await findItemState(trx, id, 'share');
    if (!item || !(await mayRead(trx, id, buyerId))) throw itemNotFound();
    if (item.seller_id === buyerId) throw AppError.conflict(MarketplaceMessages.ownItem);
    if (await hasInterest(trx, id, buyerId)) return undefined;
    if (item.status !== 'available') throw AppError.conflict(MarketplaceMessages.notAvailable);
    // The primary key decides between identical presses: the others wait for this insert, then find
    // it and answer at once (no queue behind a lock, one connection each for a moment only).
    if (!(await insertInterest(trx, id, buyerId, at))) return undefined;
    // Only a new interest counts, under the buyer's lock; over the limit the 429 rolls the insert back.
    await lockEventSubject(trx, MARKETPLACE_INTEREST_LIMIT.kind, buyerId);
    await assertUnderLimit(trx, deps.clock, MARKETPLACE_INTEREST_LIMIT, buyerId);
    // A new account reaches sellers who do not follow it a few times a day only (issue 39).
    if (await isNewAccountToStranger(trx, deps.trust, buyerId, item.seller_id, at)) {
      const newAccountLimit: EventLimit = {
        ...MARKETPLACE_INTEREST_LIMIT,
        max: deps.trust.TRUST_NEW_INTERESTS_PER_DAY,
        message: TrustMessages.interestsLimited,
      };
      await assertUnderLimit(trx, deps.clock, newAccountLimit, buyerId);
    }
    await recordEvent(trx, deps.clock, MARKETPLACE_INTEREST_LIMIT, buyerId);
    return createNotification(trx, {
      recipientId: item.seller_id,
      kind: 'marketplace_interest',
      actorId: buyerId,
      subject: { type: 'marketplace_item', id, title: item.title },
      at,
      filterWith: deps.trust,
    });
  });
  if (created) await deps.notifications.announce(created);
  return { item_id: id, created: created !== undefined };
}

/** ♡ Save / unsave: idempotent; only an item the caller may see. */
export async function setSaved(
  deps: MarketplaceDeps,
  viewerId: string,
  id: string,
  saved: boolean,
): Promise<MarketplaceItemDetail> {
  if (!isUuid(id)) throw itemNotFound();
  const item = await findItemState(deps.db, id);
  if (!item || !(await mayRead(deps.db, id, viewerId))) throw itemNotFound();
  if (saved) await saveItem(deps.db, viewerId, id, deps.clock.now());
  else await unsaveItem(deps.db, viewerId, id);
  return loadItem(deps, id, viewerId);
}
