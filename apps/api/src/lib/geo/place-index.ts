import KDBush from 'kdbush';
import { loadPlaceDataset, type PlaceDataset } from './place-dataset.js';

export interface PlaceIndex {
  readonly places: PlaceDataset;
  /** A static k-d tree over (longitude, latitude); geokdbush searches it by great-circle distance. */
  readonly tree: KDBush;
}

let cached: PlaceIndex | undefined;

/**
 * The dataset and its spatial index, built on first use and kept for the life of the process:
 * loading costs about a second and tens of MB, so servers that never geocode never pay for it.
 */
export function placeIndex(): PlaceIndex {
  if (!cached) {
    const places = loadPlaceDataset();
    const tree = new KDBush(places.count, 64, Float64Array);
    for (let i = 0; i < places.count; i++) tree.add(places.longitudes[i]!, places.latitudes[i]!);
    tree.finish();
    cached = { places, tree };
  }
  return cached;
}

/** Builds the index now (at start-up, or before a benchmark) instead of on the first request. */
export function warmPlaceIndex(): void {
  placeIndex();
}
