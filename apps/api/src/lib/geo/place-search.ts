import { countryName } from './country-name.js';
import { placeIndex } from './place-index.js';

/** A place of the offline data found by name (English division and country names). */
export interface FoundPlace {
  name: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface NameIndex {
  /** Folded names, sorted; `order[i]` is the dataset row of `keys[i]`. */
  keys: string[];
  order: Uint32Array;
}

let cached: NameIndex | undefined;

/** Lower case without accents, so 'zur' finds Zürich and 'sao' São Paulo. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The names sorted once per process (about 200,000; built on the first search). */
function nameIndex(): NameIndex {
  if (!cached) {
    const { places } = placeIndex();
    const folded = places.names.map(foldName);
    const rows = Array.from({ length: places.count }, (_, i) => i);
    rows.sort((a, b) => (folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : 0));
    cached = { keys: rows.map((row) => folded[row]!), order: Uint32Array.from(rows) };
  }
  return cached;
}

/** First position whose key is not below `prefix`. */
function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Places whose name starts with `query` (case and accents ignored), most populous first, at most
 * `limit`. Pin placement searches these, then the pin is dragged to the door (issue 44).
 */
export function searchPlaces(query: string, limit: number): FoundPlace[] {
  const prefix = foldName(query);
  if (prefix === '' || limit <= 0) return [];
  const { keys, order } = nameIndex();
  const { places } = placeIndex();
  // The best `limit` rows by population, kept sorted (a short list: insertion is cheapest).
  const best: number[] = [];
  for (let at = lowerBound(keys, prefix); at < keys.length && keys[at]!.startsWith(prefix); at++) {
    const row = order[at]!;
    const population = places.populations[row]!;
    if (best.length === limit && population <= places.populations[best[limit - 1]!]!) continue;
    let slot = best.length;
    while (slot > 0 && places.populations[best[slot - 1]!]! < population) slot--;
    best.splice(slot, 0, row);
    if (best.length > limit) best.pop();
  }
  return best.map((row) => ({
    name: places.names[row]!,
    region: places.admin1Names[places.admin1[row]!] ?? '',
    country: countryName(places.countryCodes[places.countries[row]!] ?? ''),
    latitude: places.latitudes[row]!,
    longitude: places.longitudes[row]!,
  }));
}
