import { sql, type Kysely } from 'kysely';
import { MapLimits, type MapPoint } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { SharedPageCache } from '../../lib/shared-pages/shared-page-cache.js';
import type { MapCell } from './map-cells.js';
import { presentMapPoint } from './map-presenter.js';

/**
 * An organization of a cell as every viewer shares it: its point as the answer shows it (made once,
 * frozen), and its owner and whether it is hidden, for the cut.
 */
export interface CellOrganization {
  point: MapPoint;
  ownerId: string;
  hidden: boolean;
}

/**
 * A cell's organizations south to north, at most `CELL_CAP`; `full` when it holds more (the answer
 * says truncated).
 */
export interface OrganizationCell {
  rows: readonly CellOrganization[];
  full: boolean;
}

/** As many as one answer shows: a cell that holds more asks to zoom in, as the answer does. */
const CELL_CAP = MapLimits.maxPoints;

/** The cells every viewer shares, forgotten on every directory notice (migration 0033, decision 0081). */
export type OrganizationCells = SharedPageCache<OrganizationCell>;

interface Waiting {
  cell: MapCell;
  key: string;
  resolve: (cell: OrganizationCell) => void;
  reject: (error: unknown) => void;
}

/**
 * The cells of one request that no one has kept or is reading, read together by `run` in one
 * statement: a lateral walk of the organizations' (lat, lng) index per cell (migration 0041).
 */
export class CellBatch {
  private readonly waiting: Waiting[] = [];

  constructor(private readonly db: Kysely<DB>) {}

  load(cell: MapCell, key: string): Promise<OrganizationCell> {
    return new Promise((resolve, reject) => this.waiting.push({ cell, key, resolve, reject }));
  }

  async run(): Promise<void> {
    const waiting = this.waiting.splice(0);
    if (waiting.length === 0) return;
    try {
      const found = await readCells(
        this.db,
        waiting.map(({ cell, key }) => ({ cell, key })),
      );
      for (const { key, resolve } of waiting) resolve(found.get(key) ?? { rows: [], full: false });
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  }
}

async function readCells(
  db: Kysely<DB>,
  cells: readonly { cell: MapCell; key: string }[],
): Promise<Map<string, OrganizationCell>> {
  const column = (pick: (cell: MapCell) => number) => cells.map(({ cell }) => pick(cell));
  const { rows } = await sql<{
    key: string;
    id: string;
    title: string;
    latitude: number;
    longitude: number;
    owner_id: string;
    hidden: boolean;
  }>`
    SELECT c.key, o.id, o.business_name AS title, o.location_lat AS latitude, o.location_lng AS longitude,
      o.owner_id, o.hidden_at IS NOT NULL AS hidden
    FROM unnest(${cells.map(({ key }) => key)}::text[], ${column((cell) => cell.west)}::double precision[],
      ${column((cell) => cell.south)}::double precision[], ${column((cell) => cell.east)}::double precision[],
      ${column((cell) => cell.north)}::double precision[]) AS c(key, west, south, east, north)
    CROSS JOIN LATERAL (
      SELECT organizations.id, organizations.business_name, organizations.location_lat,
        organizations.location_lng, organizations.owner_id, organizations.hidden_at
      FROM organizations
      WHERE organizations.location_lat IS NOT NULL AND organizations.location_lng IS NOT NULL
        AND organizations.location_lat >= c.south AND organizations.location_lat < c.north
        AND organizations.location_lng >= c.west AND organizations.location_lng < c.east
      LIMIT ${CELL_CAP + 1}
    ) AS o`.execute(db);
  const found = new Map<string, CellOrganization[]>();
  for (const row of rows) {
    let list = found.get(row.key);
    if (!list) found.set(row.key, (list = []));
    const point = presentMapPoint('organization', { ...row, area: null });
    list.push(Object.freeze({ point: Object.freeze(point), ownerId: row.owner_id, hidden: row.hidden }));
  }
  // South to north, so a box that cuts a cell finds its band by a binary search (organizationsIn).
  for (const list of found.values()) list.sort((a, b) => a.point.latitude - b.point.latitude);
  const cellsByKey = new Map<string, OrganizationCell>();
  for (const [key, list] of found) {
    const full = list.length > CELL_CAP;
    cellsByKey.set(key, Object.freeze({ rows: Object.freeze(full ? list.slice(0, CELL_CAP) : list), full }));
  }
  return cellsByKey;
}

/** The first row at or north of `latitude` (rows south to north). */
function firstNorthOf(rows: readonly CellOrganization[], latitude: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.point.latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The cell's organizations inside the box that the viewer may see, hidden ones to their owner
 * only (blocks are cut by the caller). A cell inside the box is taken whole; one it cuts, by the
 * band of latitudes found by a binary search, then by longitude.
 */
export function organizationsIn(
  cell: OrganizationCell,
  cellBox: MapCell,
  box: { west: number; south: number; east: number; north: number },
  viewerId: string,
  into: CellOrganization[],
): void {
  const inside =
    cellBox.west >= box.west && cellBox.east <= box.east && cellBox.south >= box.south && cellBox.north <= box.north;
  const rows = cell.rows;
  const from = inside ? 0 : firstNorthOf(rows, box.south);
  for (let index = from; index < rows.length; index++) {
    const row = rows[index]!;
    const { latitude, longitude } = row.point;
    if (!inside) {
      if (latitude > box.north) break;
      if (longitude < box.west || longitude > box.east) continue;
    }
    if (row.hidden && row.ownerId !== viewerId) continue;
    into.push(row);
  }
}
