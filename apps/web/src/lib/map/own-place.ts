import type { Place } from '@ourhood/contract';

/** The parts of a saved location that tell same-named places apart. */
export interface AreaOf {
  state: string;
  country: string;
}

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/**
 * Of the places found by the name of someone's town, the one in their own region and country,
 * else the first in their country, else the first found. A search by name alone answers the most
 * populous place first, so a neighbour in George Town, Tasmania saw their map open in Malaysia's
 * George Town, with nothing of theirs in view. Without an area (the community's default name),
 * the first place found.
 */
export function ownPlace(places: readonly Place[], area: AreaOf | undefined): Place | undefined {
  if (!area) return places[0];
  const inCountry = places.filter((place) => same(place.country, area.country));
  return inCountry.find((place) => same(place.region, area.state)) ?? inCountry[0] ?? places[0];
}
