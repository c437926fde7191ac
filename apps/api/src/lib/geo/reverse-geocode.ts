import { around, distance } from 'geokdbush';
import { placeIndex } from './place-index.js';
import { countryName } from './country-name.js';

/** The area a point lies in, as the API's `location` object carries it (empty strings when unknown). */
export interface ResolvedArea {
  suburb: string;
  city: string;
  state: string;
  country: string;
}

export const EMPTY_AREA: Readonly<ResolvedArea> = Object.freeze({ suburb: '', city: '', state: '', country: '' });

/** Farther than this from every populated place (open sea, ice, desert) the point resolves to nothing. */
export const MAX_PLACE_DISTANCE_KM = 50;
/** No city's pull reaches beyond this, however large. */
const MAX_CITY_RADIUS_KM = 30;
/** Radius of a city's pull: 0.008 km per √inhabitant (London ≈ 24 km, a town of 10,000 ≈ 0.8 km). */
const CITY_RADIUS_PER_SQRT_POPULATION_KM = 0.008;
/** Below this, the largest place of a county/district is a town, and the wider region is asked. */
const DISTRICT_CITY_MIN_POPULATION = 100_000;

function cityRadiusKm(population: number): number {
  return Math.min(MAX_CITY_RADIUS_KM, CITY_RADIUS_PER_SQRT_POPULATION_KM * Math.sqrt(population));
}

function isValidCoordinate(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/**
 * Resolves a point to its area, offline, from GeoNames populated places:
 *
 * - **suburb**: the nearest populated place (a city section such as "Camden Town", a village, or a
 *   town), within 50 km; otherwise the whole answer is empty.
 * - **state**: the first-level division of that place ("Lagos", "New York", "England").
 * - **country**: the English name of its country ("United Kingdom").
 * - **city**: the municipality a resident would name. Each non-section place "covers" a disc of
 *   radius 0.008 km·√population (capped at 30 km). Among the places covering the point, the most
 *   populous one in the suburb's second-level division (county, borough group, district) wins if
 *   it has 100,000+ inhabitants: Brooklyn for Kings County, London for Greater London, Ikeja for
 *   Ikeja LGA, Paris for Paris. Otherwise the most populous covering place of the whole first-level
 *   division wins (Sydney for Bondi, whose council holds only suburbs); failing that, the nearest
 *   place that is not a section, or the suburb itself (a village is its own city).
 *
 * Invalid coordinates resolve to empty strings: this never throws for any number.
 */
export function reverseGeocode(latitude: number, longitude: number): ResolvedArea {
  if (!isValidCoordinate(latitude, longitude)) return { ...EMPTY_AREA };
  const { places, tree } = placeIndex();

  const [nearest] = around(tree, longitude, latitude, 1, MAX_PLACE_DISTANCE_KM);
  if (nearest === undefined) return { ...EMPTY_AREA };

  const country = places.countries[nearest]!;
  const admin1 = places.admin1[nearest]!;
  const admin2 = places.admin2[nearest]!;
  const distanceTo = (id: number) => distance(longitude, latitude, places.longitudes[id]!, places.latitudes[id]!);

  // Candidate cities: non-section places of the same region whose pull reaches the point.
  const covering = around(tree, longitude, latitude, Infinity, MAX_CITY_RADIUS_KM, (id) => {
    return (
      places.isSection[id] === 0 &&
      places.countries[id] === country &&
      places.admin1[id] === admin1 &&
      places.populations[id]! > 0
    );
  }).filter((id) => distanceTo(id) <= cityRadiusKm(places.populations[id]!));

  const mostPopulous = (ids: number[]) =>
    ids.reduce<number | undefined>(
      (best, id) => (best === undefined || places.populations[id]! > places.populations[best]! ? id : best),
      undefined,
    );

  let city = admin2 !== 0 ? mostPopulous(covering.filter((id) => places.admin2[id] === admin2)) : undefined;
  if (city === undefined || places.populations[city]! < DISTRICT_CITY_MIN_POPULATION) {
    city = mostPopulous(covering) ?? city;
  }
  city ??= around(
    tree,
    longitude,
    latitude,
    1,
    MAX_PLACE_DISTANCE_KM,
    (id) => places.isSection[id] === 0 && places.countries[id] === country && places.admin1[id] === admin1,
  )[0];

  return {
    suburb: places.names[nearest]!,
    city: places.names[city ?? nearest]!,
    state: places.admin1Names[admin1]!,
    country: countryName(places.countryCodes[country]!),
  };
}
