import type { Kysely } from 'kysely';
import { MapLimits, type MapKind, type MapPoint, type MapQuery, type MapTiles, type Place } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { searchPlaces } from '../../lib/geo/index.js';
import { CellBatch, rowsIn, type CellReader, type CellRow, type KeptCell } from './map-cell-rows.js';
import { cellKey, cellsCovering, type MapCell } from './map-cells.js';
import { organizationCellReader, type OrganizationCells } from './map-organization-cells.js';
import { thingCellReader, type ThingCells } from './map-thing-cells.js';
import { mayView, needsFacts, type MapViewer } from './map-viewer-cut.js';
import type { MapViewerFacts } from './map-viewer-facts.js';

export interface MapDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Organizations per grid cell, shared by viewers (decision 0081). */
  organizationCells: OrganizationCells;
  /** Events, items, rentals and alerts per grid cell, shared by viewers (decision 0082). */
  thingCells: ThingCells;
  viewerFacts: MapViewerFacts;
}

/**
 * Shares `cap` points among the kinds fairly: the kinds with fewer rows keep them all, the rest
 * split what is left evenly, so a box full of organizations still shows its events and alerts.
 */
export function shareAmongKinds(counts: readonly number[], cap: number): number[] {
  const shares = counts.map(() => 0);
  let left = cap;
  const order = counts.map((_, index) => index).sort((a, b) => counts[a]! - counts[b]!);
  order.forEach((index, position) => {
    const fair = Math.floor(left / (order.length - position));
    shares[index] = Math.min(counts[index]!, fair);
    left -= shares[index]!;
  });
  return shares;
}

/**
 * The kept cells of the box from `cells`; those no one keeps or is reading are read together by
 * one statement of `read`.
 */
async function cellsOf(cells: ThingCells | OrganizationCells, read: CellReader, covering: readonly MapCell[]) {
  const batch = new CellBatch(read);
  const reads = covering.map((cell) => {
    const key = cellKey(cell);
    return cells.page(key, () => batch.load(cell, key));
  });
  const [kept] = await Promise.all([Promise.all(reads), batch.run()]);
  return kept;
}

/**
 * GET /map: what the viewer may see in the box, at most MapLimits.maxPoints in all; `truncated`
 * when more matched. Everything comes from grid cells every viewer shares (decisions 0081, 0082),
 * organizations in cells of their own, the other kinds in cells together, cut per viewer by each
 * kind's list's rule (map-viewer-cut.ts). A warm request reads no statement.
 */
export async function mapPoints(
  deps: MapDeps,
  viewer: MapViewer,
  query: MapQuery,
): Promise<{ data: MapPoint[]; metadata: { truncated: boolean } }> {
  const kinds: MapKind[] = query.kinds;
  const box = query.bbox;
  const covering = cellsCovering(box);
  const wantsThings = kinds.some((kind) => kind !== 'organization');
  const [organizationCells, thingCells] = await Promise.all([
    kinds.includes('organization')
      ? cellsOf(deps.organizationCells, organizationCellReader(deps.db), covering)
      : ([] as KeptCell[]),
    wantsThings
      ? cellsOf(
          deps.thingCells,
          thingCellReader(deps.db, () => deps.clock.now()),
          covering,
        )
      : [],
  ]);
  const inView: CellRow[] = [];
  for (const cells of [organizationCells, thingCells]) {
    cells.forEach((cell, index) => rowsIn(cell, covering[index]!, box, inView));
  }
  const facts = needsFacts(inView, viewer) ? await deps.viewerFacts.of(deps.db, viewer.id) : undefined;
  const nowMs = deps.clock.now().getTime();
  const byKind = new Map<MapKind, MapPoint[]>(kinds.map((kind) => [kind, []]));
  for (const row of inView) {
    const list = byKind.get(row.point.kind);
    // One more than the cap of a kind is enough to know it was truncated (shareAmongKinds).
    if (list && list.length <= MapLimits.maxPoints && mayView(row, viewer, facts, nowMs)) list.push(row.point);
  }
  const points = kinds.map((kind) => byKind.get(kind)!);
  const counts = points.map((list) => list.length);
  const shares = shareAmongKinds(counts, MapLimits.maxPoints);
  const full = [...organizationCells, ...thingCells].some((cell) => cell.full.some((kind) => byKind.has(kind)));
  const truncated = full || counts.some((count, index) => count > shares[index]!);
  const data = points.flatMap((list, index) => list.slice(0, shares[index]));
  return { data, metadata: { truncated } };
}

/** GET /map/tiles: the settings every map shows (MAP_TILE_URL, MAP_ATTRIBUTION, MAP_ATTRIBUTION_URL). */
export function mapTiles(config: {
  MAP_TILE_URL: string;
  MAP_ATTRIBUTION: string;
  MAP_ATTRIBUTION_URL: string;
}): MapTiles {
  return {
    tile_url: config.MAP_TILE_URL,
    attribution: config.MAP_ATTRIBUTION,
    attribution_url: config.MAP_ATTRIBUTION_URL === 'none' ? null : config.MAP_ATTRIBUTION_URL,
  };
}

/** GET /places/search: places of the offline data by name, for placing a pin (no statement). */
export function findPlaces(q: string): Place[] {
  return searchPlaces(q, MapLimits.placeResults);
}
