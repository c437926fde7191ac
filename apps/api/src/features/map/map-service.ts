import type { Kysely } from 'kysely';
import { MapLimits, type MapKind, type MapPoint, type MapQuery, type MapTiles, type Place } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { searchPlaces } from '../../lib/geo/index.js';
import { presentMapPoint } from './map-presenter.js';
import { selectMapRows, type MapRow, type MapViewer } from './map-repository.js';

export interface MapDeps {
  db: Kysely<DB>;
  clock: Clock;
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
 * GET /map: what the viewer may see in the box, each kind by its list's rules (map-repository.ts),
 * at most MapLimits.maxPoints in all; `truncated` when more matched. One statement per kind.
 */
export async function mapPoints(
  deps: MapDeps,
  viewer: MapViewer,
  query: MapQuery,
): Promise<{ data: MapPoint[]; metadata: { truncated: boolean } }> {
  const now = deps.clock.now();
  const kinds: MapKind[] = query.kinds;
  // One more than the cap per kind: enough to know whether anything was left out.
  const rows: MapRow[][] = await Promise.all(
    kinds.map((kind) => selectMapRows(deps.db, kind, viewer, query.bbox, now, MapLimits.maxPoints + 1)),
  );
  const counts = rows.map((list) => list.length);
  const shares = shareAmongKinds(counts, MapLimits.maxPoints);
  const truncated = counts.some((count, index) => count > shares[index]!);
  const data = kinds.flatMap((kind, index) =>
    rows[index]!.slice(0, shares[index]).map((row) => presentMapPoint(kind, row)),
  );
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
