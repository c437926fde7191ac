import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MapBbox, MapKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { accessCondition, Permission, visibleTo, type AccessViewer } from '../../lib/access/index.js';

/** A thing in the box as its kind's statement reads it: the same columns for every kind. */
export interface MapRow {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  /** Alerts only: 'suburb' or 'city' (the radius drawn); null for the other kinds. */
  area: string | null;
}

export interface MapViewer extends AccessViewer {
  /** The viewer's area: an alert shows to the neighbours it was posted for, as in the list. */
  area: { suburb: string; city: string; state: string; country: string };
}

/** A degree as the columns hold it: an untyped parameter would be compared as numeric, without the index. */
const degrees = (value: number) => sql`${value}::double precision`;

/** The box on a pair of columns: two ranges the kind's (lat, lng) index answers. */
const inBox = (box: MapBbox, lat: string, lng: string) =>
  sql<boolean>`${sql.ref(lat)} BETWEEN ${degrees(box.south)} AND ${degrees(box.north)}
    AND ${sql.ref(lng)} BETWEEN ${degrees(box.west)} AND ${degrees(box.east)}`;

/** The kinds read by a statement per request; organizations come from the shared cells (decision 0081). */
export type StatementKind = Exclude<MapKind, 'organization'>;

/**
 * One statement for every kind asked but organizations (decisions 0078 and 0081): each kind's rows
 * in the box that its list would show the viewer, at most `limit` per kind, using the kind's
 * partial (lat, lng) index of migration 0041. No ORDER BY: beyond the cap the answer says
 * `truncated` and the map asks to zoom in.
 */
export async function selectMapRows(
  db: Kysely<DB>,
  kinds: readonly StatementKind[],
  viewer: MapViewer,
  box: MapBbox,
  now: Date,
  limit: number,
): Promise<Map<StatementKind, MapRow[]>> {
  const found = new Map<StatementKind, MapRow[]>(kinds.map((kind) => [kind, []]));
  if (kinds.length === 0) return found;
  const parts = kinds.map(
    (kind) => sql`(SELECT ${kind}::text AS kind, part.* FROM (${STATEMENTS[kind](viewer, box, now, limit)}) AS part)`,
  );
  const { rows } = await sql<MapRow & { kind: StatementKind }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  for (const { kind, ...row } of rows) found.get(kind)?.push(row);
  return found;
}

type Statement = (viewer: MapViewer, box: MapBbox, now: Date, limit: number) => RawBuilder<MapRow>;

const STATEMENTS: Record<StatementKind, Statement> = {
  // Upcoming or under way, not cancelled, readable (a private group's to its members only).
  event: (viewer, box, now, limit) => sql<MapRow>`
    SELECT events.id, events.title, events.place_lat AS latitude, events.place_lng AS longitude, NULL AS area
    FROM events
    WHERE events.place_lat IS NOT NULL AND events.status = 'scheduled'
      AND ${inBox(box, 'events.place_lat', 'events.place_lng')}
      AND events.ends_at > ${now}
      AND ${accessCondition(Permission.EventRead, viewer)}
    LIMIT ${limit}`,
  // Available or reserved (not sold or withdrawn); hidden ones to their seller only; no block.
  item: (viewer, box, _now, limit) => sql<MapRow>`
    SELECT marketplace_items.id, marketplace_items.title,
      marketplace_items.map_lat AS latitude, marketplace_items.map_lng AS longitude, NULL AS area
    FROM marketplace_items
    WHERE marketplace_items.map_lat IS NOT NULL AND marketplace_items.status IN ('available', 'reserved')
      AND ${inBox(box, 'marketplace_items.map_lat', 'marketplace_items.map_lng')}
      AND ${visibleTo(viewer.id, { author: 'marketplace_items.seller_id', hidden: 'marketplace_items.hidden_at' })}
    LIMIT ${limit}`,
  // Open requests (the board's "still looking"); hidden ones to their requester only; no block.
  rental: (viewer, box, _now, limit) => sql<MapRow>`
    SELECT rental_requests.id, rental_requests.item_name AS title,
      rental_requests.map_lat AS latitude, rental_requests.map_lng AS longitude, NULL AS area
    FROM rental_requests
    WHERE rental_requests.map_lat IS NOT NULL AND rental_requests.status = 'open'
      AND ${inBox(box, 'rental_requests.map_lat', 'rental_requests.map_lng')}
      AND ${visibleTo(viewer.id, { author: 'rental_requests.requester_id', hidden: 'rental_requests.hidden_at' })}
    LIMIT ${limit}`,
  // Active and unexpired, for the viewer's area as the list has it (their city's city-wide alerts and
  // their suburb's), or their own; hidden ones to their author only; no block.
  alert: (viewer, box, now, limit) => sql<MapRow>`
    SELECT alerts.id, alerts.title, alerts.map_lat AS latitude, alerts.map_lng AS longitude, alerts.area
    FROM alerts
    WHERE alerts.map_lat IS NOT NULL AND alerts.status = 'active'
      AND ${inBox(box, 'alerts.map_lat', 'alerts.map_lng')}
      AND alerts.expires_at > ${now}
      AND (alerts.author_id = ${viewer.id}::uuid OR (${viewer.area.city} <> ''
        AND alerts.location_country = ${viewer.area.country} AND alerts.location_state = ${viewer.area.state}
        AND alerts.location_city = ${viewer.area.city}
        AND (alerts.area = 'city' OR alerts.location_suburb = ${viewer.area.suburb})))
      AND ${visibleTo(viewer.id, { author: 'alerts.author_id', hidden: 'alerts.hidden_at' })}
    LIMIT ${limit}`,
};
