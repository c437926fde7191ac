import { useQuery } from '@tanstack/react-query';
import { MapLimits, type MapKind } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';
import { adminApi, adminKeys } from '../admin/admin-api';
import { useOwnProfile } from '../use-own-profile';
import { ownPlace } from './own-place';

/** The map's calls (issue 44), typed by the contract's route table. */
export const mapApi = {
  points: (bbox: string, kinds: readonly MapKind[], signal?: AbortSignal) =>
    call(apiRoutes.mapPoints, { query: { bbox, kinds: kinds.join(',') }, signal }),
  tiles: (signal?: AbortSignal) => call(apiRoutes.mapTiles, { signal }),
  searchPlaces: (q: string, signal?: AbortSignal) => call(apiRoutes.searchPlaces, { query: { q }, signal }),
};

export const mapKeys = {
  all: ['map'] as const,
  points: (kinds: readonly MapKind[], bbox: string) => ['map', 'points', kinds.join(','), bbox] as const,
  tiles: ['map', 'tiles'] as const,
  places: (q: string) => ['map', 'places', q] as const,
};

/** The tile template and attribution: the server's setting, asked once per visit. */
export function useMapTiles() {
  return useQuery({
    queryKey: mapKeys.tiles,
    queryFn: async ({ signal }) => (await mapApi.tiles(signal)).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** Places of the offline data whose name starts with `q` (nothing asked below the minimum). */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: mapKeys.places(query),
    queryFn: async ({ signal }) => (await mapApi.searchPlaces(query, signal)).data,
    enabled: query.length >= MapLimits.placeQueryMin,
    staleTime: 10 * 60_000,
  });
}

export interface MapStart {
  latitude: number;
  longitude: number;
}

/**
 * Where a map opens: a point the screen knows (`hint`, e.g. the nearest organization; undefined
 * while the screen is still finding out), else the caller's own area, else the community's default
 * area (set in /admin/settings, issue 43), found by name in the offline place data (the caller's
 * own town in their own region and country, `own-place.ts`). `pending` while
 * that is asked; `start` null when nothing is known.
 */
export function useMapStart(hint: MapStart | null | undefined): { start: MapStart | null; pending: boolean } {
  const me = useOwnProfile();
  const own = (me.data?.location.city || me.data?.location.suburb || '').trim();
  const instance = useQuery({
    queryKey: adminKeys.instance,
    queryFn: ({ signal }) => adminApi.instance(signal),
    enabled: hint === null && Boolean(me.data) && own === '',
    staleTime: 5 * 60_000,
  });
  const area = hint === null ? own || (instance.data?.data.default_area ?? '').trim() : '';
  const places = usePlaceSearch(area);
  if (hint) return { start: hint, pending: false };
  if (hint === undefined) return { start: null, pending: true };
  if (me.isPending) return { start: null, pending: true };
  if (own === '' && instance.isPending && !instance.isError) return { start: null, pending: true };
  if (area.length < MapLimits.placeQueryMin) return { start: null, pending: false };
  if (places.isPending) return { start: null, pending: true };
  // The neighbour's own town, not the most populous of its name (the default area is a name only).
  const place = ownPlace(places.data ?? [], own ? me.data?.location : undefined);
  return { start: place ? { latitude: place.latitude, longitude: place.longitude } : null, pending: false };
}
