import { sql, type RawBuilder } from 'kysely';
import type { MapKind, MapPoint } from '@ourhood/contract';
import type { MapCell } from './map-cells.js';

/**
 * A thing of a grid cell as every viewer shares it (decisions 0081, 0082): its point as the answer
 * shows it (made once, frozen) and what the cut per viewer needs (map-viewer-cut.ts).
 */
export interface CellRow {
  point: MapPoint;
  /** Its owner, organizer, seller, requester or author: hidden ones show to them only, and blocks cut. */
  ownerId: string;
  hidden: boolean;
  /** Events and alerts: when it leaves the map (epoch milliseconds). */
  until?: number;
  /** An event not open to all: the group whose members see it besides its organizer (null: no group). */
  membersOf?: string | null;
  /** An alert: the area it was posted for, which decides whom it shows to. */
  area?: AlertArea;
}

export interface AlertArea {
  scope: 'city' | 'suburb';
  country: string;
  state: string;
  city: string;
  suburb: string;
}

/**
 * A cell's things south to north, at most `MapLimits.maxPoints` of each kind; `full`: the kinds it
 * holds more of than it keeps (the answer then says truncated).
 */
export interface KeptCell {
  rows: readonly CellRow[];
  full: readonly MapKind[];
}

export type CellsToRead = readonly { cell: MapCell; key: string }[];

export type CellReader = (cells: CellsToRead) => Promise<Map<string, KeptCell>>;

/** The columns every cell statement reads of a row, besides its kind's own. */
export interface CellRowColumns {
  /** The cell's key (map-cells.ts cellKey). */
  key: string;
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  owner_id: string;
  hidden: boolean;
}

/**
 * The cells to read as a table `c(key, west, south, east, north)`, for a statement to walk with a
 * lateral subquery per cell.
 */
export function cellsTable(cells: CellsToRead): RawBuilder<unknown> {
  const column = (pick: (cell: MapCell) => number) => cells.map(({ cell }) => pick(cell));
  return sql`unnest(${cells.map(({ key }) => key)}::text[], ${column((cell) => cell.west)}::double precision[],
    ${column((cell) => cell.south)}::double precision[], ${column((cell) => cell.east)}::double precision[],
    ${column((cell) => cell.north)}::double precision[]) AS c(key, west, south, east, north)`;
}

/** A statement's rows as kept cells (keepCells), each row made a cell row by `rowOf`. */
export function cellsOfRows<Row extends CellRowColumns>(
  rows: readonly Row[],
  rowOf: (row: Row) => CellRow,
  cap: number,
): Map<string, KeptCell> {
  const found = new Map<string, CellRow[]>();
  for (const row of rows) {
    let list = found.get(row.key);
    if (!list) found.set(row.key, (list = []));
    list.push(rowOf(row));
  }
  return keepCells(found, cap);
}

interface Waiting {
  cell: MapCell;
  key: string;
  resolve: (cell: KeptCell) => void;
  reject: (error: unknown) => void;
}

const EMPTY: KeptCell = Object.freeze({ rows: Object.freeze([]), full: Object.freeze([]) });

/**
 * The cells of one request that no one has kept or is reading, read together by `run` in one
 * statement of `read`.
 */
export class CellBatch {
  private readonly waiting: Waiting[] = [];

  constructor(private readonly read: CellReader) {}

  load(cell: MapCell, key: string): Promise<KeptCell> {
    return new Promise((resolve, reject) => this.waiting.push({ cell, key, resolve, reject }));
  }

  async run(): Promise<void> {
    const waiting = this.waiting.splice(0);
    if (waiting.length === 0) return;
    try {
      const found = await this.read(waiting.map(({ cell, key }) => ({ cell, key })));
      for (const { key, resolve } of waiting) resolve(found.get(key) ?? EMPTY);
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  }
}

/**
 * The rows read for each cell (up to `cap` + 1 of a kind, to know whether it holds more) as kept
 * cells: frozen, south to north, at most `cap` of a kind.
 */
export function keepCells(found: Map<string, CellRow[]>, cap: number): Map<string, KeptCell> {
  const cells = new Map<string, KeptCell>();
  for (const [key, list] of found) {
    const counts = new Map<MapKind, number>();
    const full = new Set<MapKind>();
    const rows: CellRow[] = [];
    for (const row of list) {
      const count = (counts.get(row.point.kind) ?? 0) + 1;
      counts.set(row.point.kind, count);
      if (count > cap) full.add(row.point.kind);
      else rows.push(Object.freeze({ ...row, point: Object.freeze(row.point) }));
    }
    // South to north, so a box that cuts a cell finds its band by a binary search (rowsIn).
    rows.sort((a, b) => a.point.latitude - b.point.latitude);
    cells.set(key, Object.freeze({ rows: Object.freeze(rows), full: Object.freeze([...full]) }));
  }
  return cells;
}

/** The first row at or north of `latitude` (rows south to north). */
function firstNorthOf(rows: readonly CellRow[], latitude: number): number {
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
 * The cell's rows inside the box (edges included), before any viewer's cut. A cell inside the box
 * is taken whole; one it cuts, by the band of latitudes found by a binary search, then by longitude.
 */
export function rowsIn(
  cell: KeptCell,
  cellBox: MapCell,
  box: { west: number; south: number; east: number; north: number },
  into: CellRow[],
): void {
  const rows = cell.rows;
  const inside =
    cellBox.west >= box.west && cellBox.east <= box.east && cellBox.south >= box.south && cellBox.north <= box.north;
  if (inside) {
    for (const row of rows) into.push(row);
    return;
  }
  for (let index = firstNorthOf(rows, box.south); index < rows.length; index++) {
    const row = rows[index]!;
    const { latitude, longitude } = row.point;
    if (latitude > box.north) break;
    if (longitude < box.west || longitude > box.east) continue;
    into.push(row);
  }
}
