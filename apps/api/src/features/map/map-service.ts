import type { Kysely } from 'kysely';
import { MapLimits, type MapKind, type MapPoint, type MapQuery, type MapTiles, type Place } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { searchPlaces } from '../../lib/geo/index.js';
import { cellKey, cellsCovering } from './map-cells.js';
import { CellBatch, organizationsIn, type CellOrganization, type OrganizationCells } from './map-organization-cells.js';
import { presentMapPoint } from './map-presenter.js';
import { selectMapRows, type MapViewer, type StatementKind } from './map-repository.js';
import type { MapViewerBlocks } from './map-viewer-blocks.js';

export interface MapDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Organizations per grid cell, shared by viewers (decision 0081). */
  organizationCells: OrganizationCells;
  viewerBlocks: MapViewerBlocks;
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
 * The organizations in the box that the viewer may see: from the grid cells the box meets, shared
 * by every viewer and read together when missing (decision 0081), cut by the directory's rule (a
 * hidden one to its owner only, none across a block either way). `full`: a cell held more than it
 * keeps, so more may match than these.
 */
async function organizationsInBox(
  deps: MapDeps,
  viewer: MapViewer,
  box: MapQuery['bbox'],
): Promise<{ points: MapPoint[]; full: boolean }> {
  const batch = new CellBatch(deps.db);
  const covering = cellsCovering(box);
  const reads = covering.map((cell) => {
    const key = cellKey(cell);
    return deps.organizationCells.page(key, () => batch.load(cell, key));
  });
  const [cells] = await Promise.all([Promise.all(reads), batch.run()]);
  const inView: CellOrganization[] = [];
  cells.forEach((cell, index) => organizationsIn(cell, covering[index]!, box, viewer.id, inView));
  const others = inView.some((row) => row.ownerId !== viewer.id);
  const blocked = others ? await deps.viewerBlocks.of(deps.db, viewer.id) : undefined;
  const points: MapPoint[] = [];
  for (const row of inView) if (!blocked?.has(row.ownerId)) points.push(row.point);
  return { points, full: cells.some((cell) => cell.full) };
}

/**
 * GET /map: what the viewer may see in the box, each kind by its list's rules (map-repository.ts),
 * at most MapLimits.maxPoints in all; `truncated` when more matched. Organizations come from the
 * shared cells; the other kinds asked from one statement.
 */
export async function mapPoints(
  deps: MapDeps,
  viewer: MapViewer,
  query: MapQuery,
): Promise<{ data: MapPoint[]; metadata: { truncated: boolean } }> {
  const now = deps.clock.now();
  const kinds: MapKind[] = query.kinds;
  const statementKinds = kinds.filter((kind): kind is StatementKind => kind !== 'organization');
  // One more than the cap per kind: enough to know whether anything was left out.
  const [byKind, organizations] = await Promise.all([
    selectMapRows(deps.db, statementKinds, viewer, query.bbox, now, MapLimits.maxPoints + 1),
    kinds.includes('organization') ? organizationsInBox(deps, viewer, query.bbox) : undefined,
  ]);
  const points: MapPoint[][] = kinds.map((kind) =>
    kind === 'organization'
      ? (organizations?.points ?? [])
      : (byKind.get(kind) ?? []).map((row) => presentMapPoint(kind, row)),
  );
  const counts = points.map((list) => list.length);
  const shares = shareAmongKinds(counts, MapLimits.maxPoints);
  const truncated = counts.some((count, index) => count > shares[index]!) || organizations?.full === true;
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
