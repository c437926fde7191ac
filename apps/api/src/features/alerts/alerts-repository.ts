import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readableBy } from '../../lib/blocks/index.js';
import type { MapCell } from '../../lib/users/user-location-repository.js';

export interface Area {
  suburb: string;
  city: string;
  state: string;
  country: string;
}

function selectAlerts(db: Kysely<DB>) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .select([
      'a.id',
      'a.author_id',
      'a.category',
      'a.title',
      'a.details',
      'a.photo_display_key',
      'a.photo_thumbnail_key',
      'a.photo_width',
      'a.photo_height',
      'a.area',
      'a.urgent',
      'a.status',
      'a.location_suburb',
      'a.location_city',
      'a.location_state',
      'a.location_country',
      'a.expires_at',
      'a.resolved_at',
      'a.hidden_at',
      'a.created_at',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
    ]);
}

export type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

export function findAlert(db: Kysely<DB>, id: string) {
  return selectAlerts(db).where('a.id', '=', id).executeTakeFirst();
}

/**
 * The viewer's area: active, unexpired alerts of their city that are city-wide or of their suburb,
 * not hidden (but their own) and not blocked either way; plus their own pending ones. Urgent first.
 */
export async function listAreaAlerts(
  db: Kysely<DB>,
  viewerId: string,
  area: Area | null,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: AlertRow[]; total: number }> {
  const query = selectAlerts(db).where((eb) => {
    const own = eb.and([
      eb('a.author_id', '=', viewerId),
      eb('a.status', '=', 'pending'),
      eb('a.expires_at', '>', now),
    ]);
    if (!area) return own;
    const active = eb.and([
      eb('a.status', '=', 'active'),
      eb('a.expires_at', '>', now),
      eb('a.location_country', '=', area.country),
      eb('a.location_state', '=', area.state),
      eb('a.location_city', '=', area.city),
      eb.or([eb('a.area', '=', 'city'), eb('a.location_suburb', '=', area.suburb)]),
      readableBy(viewerId, { hidden: 'a.hidden_at', author: 'a.author_id' }),
    ]);
    return eb.or([active, own]);
  });
  const [rows, count] = await Promise.all([
    query
      .orderBy('a.urgent', 'desc')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface NewAlert {
  authorId: string;
  category: string;
  title: string;
  details: string;
  area: 'suburb' | 'city';
  urgent: boolean;
  status: 'pending' | 'active';
  location: Area;
  /** The map's grid cell of the author's saved location (issue 44). */
  cell: MapCell;
  photo: { display: string; thumbnail: string; width: number; height: number } | null;
  expiresAt: Date;
  at: Date;
}

export async function insertAlert(db: Kysely<DB>, alert: NewAlert): Promise<string> {
  const row = await db
    .insertInto('alerts')
    .values({
      author_id: alert.authorId,
      category: alert.category,
      title: alert.title,
      details: alert.details,
      area: alert.area,
      urgent: alert.urgent,
      status: alert.status,
      location_suburb: alert.area === 'city' ? '' : alert.location.suburb,
      location_city: alert.location.city,
      location_state: alert.location.state,
      location_country: alert.location.country,
      map_lat: alert.cell.map_lat,
      map_lng: alert.cell.map_lng,
      photo_display_key: alert.photo?.display ?? null,
      photo_thumbnail_key: alert.photo?.thumbnail ?? null,
      photo_width: alert.photo?.width ?? null,
      photo_height: alert.photo?.height ?? null,
      expires_at: alert.expiresAt,
      created_at: alert.at,
      updated_at: alert.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Resolved or removed, from pending or active; answers whether the row changed. */
export async function closeAlert(
  db: Kysely<DB>,
  id: string,
  status: 'resolved' | 'removed',
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('alerts')
    .set(
      status === 'resolved' ? { status, resolved_at: at, updated_at: at } : { status, removed_at: at, updated_at: at },
    )
    .where('id', '=', id)
    .where('status', 'in', status === 'resolved' ? ['pending', 'active'] : ['pending', 'active', 'resolved'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Forgets a removed alert's photo and answers its storage keys (to delete after the commit): the
 * row stays for the moderation log, the picture does not.
 */
export async function takeAlertPhoto(db: Kysely<DB>, id: string): Promise<string[]> {
  const before = await db
    .selectFrom('alerts')
    .select(['photo_display_key', 'photo_thumbnail_key'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before?.photo_display_key) return [];
  await db
    .updateTable('alerts')
    .set({ photo_display_key: null, photo_thumbnail_key: null, photo_width: null, photo_height: null })
    .where('id', '=', id)
    .execute();
  return [before.photo_display_key, before.photo_thumbnail_key].filter((key): key is string => Boolean(key));
}

export function findAuthorAge(db: Kysely<DB>, userId: string) {
  return db.selectFrom('users').select(['created_at']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Claims an urgent alert's fan-out: answers the alert once (notified_at set), then never again, and
 * nothing for a pending, closed or hidden one.
 */
export async function claimAlertFanOut(db: Kysely<DB>, id: string, at: Date) {
  return db
    .updateTable('alerts')
    .set({ notified_at: at })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .where('urgent', '=', true)
    .where('status', '=', 'active')
    .where('hidden_at', 'is', null)
    .returning([
      'id',
      'author_id',
      'title',
      'area',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
    ])
    .executeTakeFirst();
}

export function findAlertForFanOut(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('alerts')
    .select([
      'id',
      'author_id',
      'title',
      'area',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
    ])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

export type FanOutAlert = NonNullable<Awaited<ReturnType<typeof findAlertForFanOut>>>;

/**
 * The next `limit` neighbours of the alert's area after `afterId` (keyset over the primary key,
 * through the users_area index's filter): constant memory for any number of neighbours.
 */
export async function areaNeighbourIds(
  db: Kysely<DB>,
  alert: FanOutAlert,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('account_type', '=', 'user')
    .where('location_country', '=', alert.location_country)
    .where('location_state', '=', alert.location_state)
    .where('location_city', '=', alert.location_city)
    .where('id', '<>', alert.author_id)
    .where('banned_at', 'is', null);
  if (alert.area === 'suburb') query = query.where('location_suburb', '=', alert.location_suburb);
  if (afterId) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}

export async function alertFileKeysOfAuthor(db: Kysely<DB>, authorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('alerts')
    .select(['photo_display_key', 'photo_thumbnail_key'])
    .where('author_id', '=', authorId)
    .where('photo_display_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => [row.photo_display_key, row.photo_thumbnail_key].filter((key): key is string => !!key));
}
