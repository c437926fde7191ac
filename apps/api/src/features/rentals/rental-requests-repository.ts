import { sql, type Kysely } from 'kysely';
import { lockEventSubject } from '../../lib/rate-limits/auth-events-repository.js';
import type { RentalStatus } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { MapCell } from '../../lib/users/user-location-repository.js';
import { readableBy } from '../../lib/blocks/index.js';

export interface RequestArea {
  suburb: string;
  city: string;
  state: string;
  country: string;
}

/** A request with its requester and lender (names, e-mail, picture) in one row. */
function selectRequests(db: Kysely<DB>) {
  return db
    .selectFrom('rental_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .leftJoin('users as l', 'l.id', 'r.accepted_by')
    .select([
      'r.id',
      'r.requester_id',
      'r.item_name',
      'r.description',
      'r.duration',
      'r.image_key',
      'r.image_thumbnail_key',
      'r.status',
      'r.hidden_at',
      'r.accepted_by',
      'r.accepted_at',
      'r.confirmed_at',
      'r.completed_at',
      'r.location_suburb',
      'r.location_city',
      'r.created_at',
      'r.updated_at',
      'u.first_name as requester_first_name',
      'u.last_name as requester_last_name',
      'u.email as requester_email',
      'u.avatar_thumbnail_key as requester_avatar_key',
      'l.first_name as lender_first_name',
      'l.last_name as lender_last_name',
      'l.email as lender_email',
      'l.avatar_thumbnail_key as lender_avatar_key',
    ]);
}

export type RentalRequestRow = NonNullable<Awaited<ReturnType<typeof findRentalRequest>>>;

export async function findRentalRequest(db: Kysely<DB>, id: string) {
  return selectRequests(db).where('r.id', '=', id).executeTakeFirst();
}

export interface NewRentalRequest {
  requesterId: string;
  itemName: string;
  description: string;
  duration: string;
  image: { display: string; thumbnail: string; owned: boolean } | null;
  area: RequestArea;
  /** The map's grid cell of the requester's saved location (issue 44). */
  cell: MapCell;
  at: Date;
}

export async function insertRentalRequest(db: Kysely<DB>, request: NewRentalRequest): Promise<string> {
  const row = await db
    .insertInto('rental_requests')
    .values({
      requester_id: request.requesterId,
      item_name: request.itemName,
      description: request.description,
      duration: request.duration,
      image_key: request.image?.display ?? null,
      image_thumbnail_key: request.image?.thumbnail ?? null,
      image_owned: request.image?.owned ?? false,
      location_suburb: request.area.suburb,
      location_city: request.area.city,
      location_state: request.area.state,
      location_country: request.area.country,
      map_lat: request.cell.map_lat,
      map_lng: request.cell.map_lng,
      created_at: request.at,
      updated_at: request.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RequestFilter {
  viewerId: string;
  /** The viewer's city; null shows every area. */
  area: RequestArea | null;
  search?: string;
  status?: RentalStatus;
  role?: 'requester' | 'lender';
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The board: requests in the viewer's city plus their own (asked or lent), newest first. */
export async function listRentalRequests(db: Kysely<DB>, filter: RequestFilter, limit: number, offset: number) {
  let query = selectRequests(db);
  const { viewerId, area } = filter;
  if (filter.role === 'requester') query = query.where('r.requester_id', '=', viewerId);
  else if (filter.role === 'lender') query = query.where('r.accepted_by', '=', viewerId);
  else if (area) {
    query = query.where((eb) =>
      eb.or([
        eb.and([
          eb('r.location_country', '=', area.country),
          eb('r.location_state', '=', area.state),
          eb('r.location_city', '=', area.city),
        ]),
        eb('r.requester_id', '=', viewerId),
        eb('r.accepted_by', '=', viewerId),
      ]),
    );
  }
  if (filter.status) query = query.where('r.status', '=', filter.status);
  // Hidden requests only to their requesters; none across a block (decision 0020).
  query = query.where(readableBy(viewerId, { hidden: 'r.hidden_at', author: 'r.requester_id' }));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('r.item_name', 'ilike', pattern),
        eb('r.description', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Lends an open request, atomically: one UPDATE guarded by the status, so of two neighbours
 * accepting at once exactly one changes the row. Never the requester's own.
 */
export async function acceptRentalRequest(db: Kysely<DB>, id: string, lenderId: string, at: Date) {
  return db
    .updateTable('rental_requests')
    .set({ status: 'accepted', accepted_by: lenderId, accepted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('requester_id', '<>', lenderId)
    .returning(['id', 'requester_id', 'item_name'])
    .executeTakeFirst();
}

/**
 * Serialises a lender's accepts until the transaction ends, in every process, so that counting
 * their loans and taking one more cannot interleave (PGlite's one connection serialises anyway).
 */
export async function lockLender(trx: Kysely<DB>, lenderId: string): Promise<void> {
  await lockEventSubject(trx, 'rental_lend', lenderId);
}

/** Loans a lender holds: accepted (confirmed or still waiting), not yet completed. */
export async function countActiveLoans(db: Kysely<DB>, lenderId: string): Promise<number> {
  const row = await db
    .selectFrom('rental_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('accepted_by', '=', lenderId)
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The requester confirms the lender of an accepted request, once. */
export async function confirmRentalLender(db: Kysely<DB>, id: string, requesterId: string, at: Date) {
  return db
    .updateTable('rental_requests')
    .set({ confirmed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .where('confirmed_at', 'is', null)
    .where('requester_id', '=', requesterId)
    .returning(['id', 'accepted_by', 'item_name'])
    .executeTakeFirst();
}

/**
 * The requester declines an unconfirmed offer: open again, for anyone. Answers who had offered.
 * Call it in a transaction: the row is locked while its lender is read and cleared.
 */
export async function declineRentalOffer(trx: Kysely<DB>, id: string, requesterId: string, at: Date) {
  const offer = await trx
    .selectFrom('rental_requests')
    .select(['accepted_by', 'item_name'])
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .where('confirmed_at', 'is', null)
    .where('requester_id', '=', requesterId)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) return undefined;
  await trx
    .updateTable('rental_requests')
    .set({ status: 'open', accepted_by: null, accepted_at: null, updated_at: at })
    .where('id', '=', id)
    .execute();
  return offer;
}

/** The requester marks an accepted request completed. */
export async function completeRentalRequest(db: Kysely<DB>, id: string, requesterId: string, at: Date) {
  return db
    .updateTable('rental_requests')
    .set({ status: 'completed', completed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .where('requester_id', '=', requesterId)
    .returning(['id', 'accepted_by', 'item_name'])
    .executeTakeFirst();
}

/** The requester cancels an open request; answers its photo keys (deleted after the commit). */
export async function deleteOpenRentalRequest(db: Kysely<DB>, id: string, requesterId: string) {
  return db
    .deleteFrom('rental_requests')
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('requester_id', '=', requesterId)
    .returning(['id', 'image_key', 'image_thumbnail_key', 'image_owned'])
    .executeTakeFirst();
}

/** Who asked and what state it is in (to tell 404 from 409). */
export async function findRentalRequestState(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('rental_requests')
    .select(['requester_id', 'status', 'confirmed_at', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Claims a request's keyword matching: answers it once (the first time), so a matching job that
 * runs twice notifies once.
 */
/** What a later chunk of keyword alerts needs of its request; undefined once it is gone (cancelled). */
export async function findRentalRequestForAlerts(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('rental_requests')
    .select(['id', 'requester_id', 'item_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function claimRentalMatching(db: Kysely<DB>, id: string, at: Date) {
  return db
    .updateTable('rental_requests')
    .set({ matched_at: at })
    .where('id', '=', id)
    .where('matched_at', 'is', null)
    .returning([
      'id',
      'requester_id',
      'item_name',
      'description',
      'location_country',
      'location_state',
      'location_city',
    ])
    .executeTakeFirst();
}
