import { sql, type Kysely } from 'kysely';
import { MapLimits, type MapKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { SharedPageCache } from '../../lib/shared-pages/shared-page-cache.js';
import {
  cellsOfRows,
  cellsTable,
  type AlertArea,
  type CellReader,
  type CellRow,
  type CellRowColumns,
  type KeptCell,
} from './map-cell-rows.js';
import { presentMapPoint } from './map-presenter.js';

/** The kinds kept in thing cells: everything but organizations, which have cells of their own. */
export type ThingKind = Exclude<MapKind, 'organization'>;

/**
 * The events, items, rentals and alerts of each cell, shared by every viewer and forgotten on every
 * map notice (migration 0045, decision 0082): a write to any of their tables that changes what a
 * map shows.
 */
export type ThingCells = SharedPageCache<KeptCell>;

interface ThingRow extends CellRowColumns {
  kind: ThingKind;
  until: Date | null;
  members_of: string | null;
  closed: boolean;
  area: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  suburb: string | null;
}

/** One more of a kind than a cell keeps: enough to know it holds more (keepCells). */
const limit = MapLimits.maxPoints + 1;
/** A kind's point inside the cell `c` (half-open), on the kind's partial index of migration 0041. */
const inCell = (lat: string, lng: string) =>
  sql`${sql.ref(lat)} >= c.south AND ${sql.ref(lat)} < c.north AND ${sql.ref(lng)} >= c.west AND ${sql.ref(lng)} < c.east`;

/**
 * The things of the cells no one keeps, in one statement: per cell, each kind's rows a list could
 * show someone (upcoming scheduled events with a place, available or reserved items, open rental
 * requests, active unexpired alerts), at most one more than a cell keeps of a kind. Who may see
 * each is decided per viewer (map-viewer-cut.ts) from what is read here.
 */
export function thingCellReader(db: Kysely<DB>, now: () => Date): CellReader {
  return async (cells) => {
    const at = now();
    const { rows } = await sql<ThingRow>`
      SELECT c.key, t.*
      FROM ${cellsTable(cells)}
      CROSS JOIN LATERAL (
        (SELECT 'event'::text AS kind, e.id, e.title, e.place_lat AS latitude, e.place_lng AS longitude,
           e.organizer_id AS owner_id, e.hidden_at IS NOT NULL AS hidden, e.ends_at AS until,
           e.group_id AS members_of, NOT e.open AS closed, NULL::text AS area, NULL::text AS country,
           NULL::text AS state, NULL::text AS city, NULL::text AS suburb
         FROM events e
         WHERE e.place_lat IS NOT NULL AND e.status = 'scheduled' AND ${inCell('e.place_lat', 'e.place_lng')}
           AND e.ends_at > ${at}
         LIMIT ${limit})
        UNION ALL
        (SELECT 'item', m.id, m.title, m.map_lat, m.map_lng, m.seller_id, m.hidden_at IS NOT NULL, NULL,
           NULL, false, NULL, NULL, NULL, NULL, NULL
         FROM marketplace_items m
         WHERE m.map_lat IS NOT NULL AND m.status IN ('available', 'reserved') AND ${inCell('m.map_lat', 'm.map_lng')}
         LIMIT ${limit})
        UNION ALL
        (SELECT 'rental', r.id, r.item_name, r.map_lat, r.map_lng, r.requester_id, r.hidden_at IS NOT NULL, NULL,
           NULL, false, NULL, NULL, NULL, NULL, NULL
         FROM rental_requests r
         WHERE r.map_lat IS NOT NULL AND r.status = 'open' AND ${inCell('r.map_lat', 'r.map_lng')}
         LIMIT ${limit})
        UNION ALL
        (SELECT 'alert', a.id, a.title, a.map_lat, a.map_lng, a.author_id, a.hidden_at IS NOT NULL, a.expires_at,
           NULL, false, a.area, a.location_country, a.location_state, a.location_city, a.location_suburb
         FROM alerts a
         WHERE a.map_lat IS NOT NULL AND a.status = 'active' AND ${inCell('a.map_lat', 'a.map_lng')}
           AND a.expires_at > ${at}
         LIMIT ${limit})
      ) AS t`.execute(db);
    return cellsOfRows(rows, cellRowOf, MapLimits.maxPoints);
  };
}

function cellRowOf(row: ThingRow): CellRow {
  const cellRow: CellRow = {
    point: presentMapPoint(row.kind, row),
    ownerId: row.owner_id,
    hidden: row.hidden,
  };
  if (row.until !== null) cellRow.until = new Date(row.until).getTime();
  // An event open to all has no group to ask about; a closed one shows to its group's members.
  if (row.kind === 'event' && row.closed) cellRow.membersOf = row.members_of;
  if (row.kind === 'alert') cellRow.area = alertAreaOf(row);
  return cellRow;
}

function alertAreaOf(row: ThingRow): AlertArea {
  return {
    scope: row.area === 'city' ? 'city' : 'suburb',
    country: row.country ?? '',
    state: row.state ?? '',
    city: row.city ?? '',
    suburb: row.suburb ?? '',
  };
}
