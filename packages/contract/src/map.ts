import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * The neighbourhood on a map (issue 44, decision 0078). Routes (all under /api/v1):
 * - GET /map?bbox=west,south,east,north&kinds=organization,event,item,rental,alert
 *                                   bearer; the things the caller may see inside the box, at most
 *                                   MapLimits.maxPoints (`metadata.truncated` says when more matched).
 *                                   Organizations at their public address, events at their place;
 *                                   items, rentals and alerts at the centre of a grid cell of about
 *                                   1 km (never a neighbour's home); alerts also carry `radius_m`.
 * - GET /map/tiles                  no bearer; `{ tile_url, attribution, attribution_url }`: the XYZ
 *                                   tile template (MAP_TILE_URL) and its attribution.
 * - GET /places/search?q=           bearer; at most 10 places of the offline place data whose name
 *                                   starts with `q` (pin placement), most populous first.
 */
export const MapMessages = {
  mapLoaded: 'Map loaded',
  tilesLoaded: 'Map tiles',
  placesLoaded: 'Places found',
  bboxInvalid: 'The map area must be west,south,east,north in degrees',
  bboxTooLarge: 'The map area is too large: zoom in',
  kindsInvalid: 'Kinds must be a comma-separated list of organization, event, item, rental, alert',
  placeQueryInvalid: 'Type at least 2 characters of a place name',
} as const;

export const MapLimits = {
  /** Points in one answer, all kinds together (`metadata.truncated` beyond). */
  maxPoints: 300,
  /** Widest box, east minus west and north minus south, in degrees (a region, not a continent). */
  maxSpanDegrees: 5,
  /** Edge of the grid cell a neighbour's post is placed on, in metres (decision 0078). */
  gridCellMeters: 1000,
  /** Radius drawn around an alert of a suburb and of a whole city. */
  alertRadiusSuburbMeters: 1500,
  alertRadiusCityMeters: 6000,
  placeQueryMin: 2,
  placeQueryMax: 100,
  /** Places answered by one search. */
  placeResults: 10,
} as const;

export const mapKinds = ['organization', 'event', 'item', 'rental', 'alert'] as const;
export const mapKindSchema = z.enum(mapKinds);
export type MapKind = z.infer<typeof mapKindSchema>;

/** A box in degrees. `west < east` (a box across the antimeridian is refused) and `south < north`. */
export interface MapBbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A decimal number as a map library writes one (full float precision, an exponent near 0): no
 * NaN, Infinity, hex or empty part.
 */
const NUMBER = '[-+]?\\d{1,3}(\\.\\d{1,20})?([eE][-+]?\\d{1,3})?';
const DECIMAL = new RegExp(`^${NUMBER}$`);
/** The shape of a bbox (also in the OpenAPI document): four such numbers, comma-separated. */
const BBOX_PATTERN = new RegExp(`^${NUMBER}(,${NUMBER}){3}$`);
const KIND = `(${mapKinds.join('|')})`;
const KINDS_PATTERN = new RegExp(`^${KIND}(,${KIND})*$`);

/** Parses 'west,south,east,north'; null when it is not four decimals in range with west<east, south<north. */
export function parseBbox(value: string): MapBbox | null {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part.trim()))) return null;
  const [west, south, east, north] = parts.map((part) => Number(part.trim())) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return null;
  if (west < -180 || east > 180 || south < -90 || north > 90) return null;
  if (!(west < east) || !(south < north)) return null;
  return { west, south, east, north };
}

const bboxSchema = z
  .string({ error: MapMessages.bboxInvalid })
  .max(120, MapMessages.bboxInvalid)
  .regex(BBOX_PATTERN, MapMessages.bboxInvalid)
  .transform((value, context) => {
    const bbox = parseBbox(value);
    if (!bbox) {
      context.addIssue({ code: 'custom', message: MapMessages.bboxInvalid });
      return z.NEVER;
    }
    if (bbox.east - bbox.west > MapLimits.maxSpanDegrees || bbox.north - bbox.south > MapLimits.maxSpanDegrees) {
      context.addIssue({ code: 'custom', message: MapMessages.bboxTooLarge });
      return z.NEVER;
    }
    return bbox;
  });

const kindsSchema = z
  .string({ error: MapMessages.kindsInvalid })
  .max(100, MapMessages.kindsInvalid)
  .regex(KINDS_PATTERN, MapMessages.kindsInvalid)
  .transform((value, context) => {
    const kinds = value.split(',').map((kind) => kind.trim());
    const known = new Set<string>(mapKinds);
    if (kinds.length === 0 || !kinds.every((kind) => known.has(kind))) {
      context.addIssue({ code: 'custom', message: MapMessages.kindsInvalid });
      return z.NEVER;
    }
    return [...new Set(kinds)] as MapKind[];
  });

/** GET /map: `bbox` required; `kinds` default all five. */
export const mapQuerySchema = z.object({
  bbox: bboxSchema,
  kinds: kindsSchema.default([...mapKinds]),
});
export type MapQuery = z.output<typeof mapQuerySchema>;

/**
 * One thing on the map. `url` is the web path of the thing (its page, or its board for rentals and
 * alerts, which have none). Items, rentals and alerts sit on a grid cell's centre; alerts are an
 * area of `radius_m` metres around it.
 */
export const mapPointSchema = z.object({
  kind: mapKindSchema,
  id: z.string(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  url: z.string(),
  radius_m: z.number().int().optional(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapResponseSchema = successEnvelope(z.array(mapPointSchema)).extend({
  metadata: z.object({
    /** More things matched than MapLimits.maxPoints: zoom in to see them all. */
    truncated: z.boolean(),
  }),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

/** GET /map/tiles: the XYZ template ({z}/{x}/{y}) and the attribution to show on every map. */
export const mapTilesSchema = z.object({
  tile_url: z.string(),
  attribution: z.string(),
  /** Where the attribution links (OpenStreetMap's copyright page by default), or null. */
  attribution_url: z.string().nullable(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;
export const mapTilesResponseSchema = successEnvelope(mapTilesSchema);

/** GET /places/search?q=: a prefix of a place name. */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: MapMessages.placeQueryInvalid })
    .trim()
    .min(MapLimits.placeQueryMin, MapMessages.placeQueryInvalid)
    .max(MapLimits.placeQueryMax, MapMessages.placeQueryInvalid),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** A place of the offline data: its name, first-level division and country (English names). */
export const placeSchema = z.object({
  name: z.string(),
  region: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeSearchResponseSchema = successEnvelope(z.array(placeSchema));
