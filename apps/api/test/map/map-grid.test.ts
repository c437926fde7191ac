import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBbox } from '@ourhood/contract';
import { GRID_LAT_STEP, gridLngStep, isGridCentre, mapPointOf, snapToGrid } from '../../src/lib/geo/index.js';
import { searchPlaces } from '../../src/lib/geo/place-search.js';
import { buildUser } from '../helpers/factories.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/** Great-circle distance in metres. */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Deterministic sample points over the inhabited latitudes. */
function samples(count: number): { latitude: number; longitude: number }[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => ({ latitude: next() * 140 - 70, longitude: next() * 360 - 180 }));
}

describe('the map grid (lib/geo/map-grid.ts)', () => {
  it('has cells of about 1 km in both directions at every inhabited latitude', () => {
    for (const latitude of [0, 30, 51.5, 60, 70]) {
      const height = metres({ latitude, longitude: 10 }, { latitude: latitude + GRID_LAT_STEP, longitude: 10 });
      const width = metres({ latitude, longitude: 10 }, { latitude, longitude: 10 + gridLngStep(latitude) });
      expect(height).toBeGreaterThan(990);
      expect(height).toBeLessThan(1010);
      expect(width).toBeGreaterThan(980);
      expect(width).toBeLessThan(1020);
    }
  });

  it('snaps every point to the centre of its cell, within half a cell diagonal, never the point itself', () => {
    for (const point of samples(2000)) {
      const centre = snapToGrid(point.latitude, point.longitude);
      expect(isGridCentre(centre.latitude, centre.longitude)).toBe(true);
      expect(snapToGrid(centre.latitude, centre.longitude)).toEqual(centre);
      expect(metres(point, centre)).toBeLessThan(750);
    }
  });

  it('gives every point of a cell the same centre, and a neighbouring cell another', () => {
    const home = { latitude: 40.6712, longitude: -73.9815 };
    const centre = snapToGrid(home.latitude, home.longitude);
    const step = gridLngStep(centre.latitude);
    const corner = snapToGrid(centre.latitude - GRID_LAT_STEP * 0.49, centre.longitude + step * 0.49);
    expect(corner).toEqual(centre);
    expect(snapToGrid(centre.latitude + GRID_LAT_STEP, centre.longitude)).not.toEqual(centre);
    expect(snapToGrid(centre.latitude, centre.longitude - step)).not.toEqual(centre);
    expect(isGridCentre(home.latitude, home.longitude)).toBe(false);
  });

  it('leaves a post without a saved location off the map', () => {
    expect(mapPointOf(null, null)).toEqual({ map_lat: null, map_lng: null });
    expect(mapPointOf(40.67, null)).toEqual({ map_lat: null, map_lng: null });
    expect(mapPointOf(40.67, -73.98)).toEqual({
      map_lat: snapToGrid(40.67, -73.98).latitude,
      map_lng: snapToGrid(40.67, -73.98).longitude,
    });
  });
});

describe('parseBbox (the contract)', () => {
  it('reads four plain decimals and refuses everything else', () => {
    expect(parseBbox('-74.05,40.6,-73.9,40.75')).toEqual({ west: -74.05, south: 40.6, east: -73.9, north: 40.75 });
    expect(parseBbox('-73.98765432101234,5e-7,-73.9,40.75')).toEqual({
      west: -73.98765432101234,
      south: 5e-7,
      east: -73.9,
      north: 40.75,
    });
    for (const bad of [
      '',
      '1,2,3',
      '1,2,3,4,5',
      'NaN,1,2,3',
      'Infinity,1,2,3',
      '0x10,1,20,3',
      '10,1,5,3',
      '1,10,5,3',
      '-181,1,5,3',
      '1,-91,5,3',
      '1,1,181,3',
      '1,1,5,91',
      '1,,5,3',
      '1,1,1,3',
    ]) {
      expect(parseBbox(bad), bad).toBeNull();
    }
  });
});

describe('place search (offline data)', () => {
  it('finds places by the start of their name, accents ignored, most populous first, at most the limit', () => {
    const found = searchPlaces('zur', 10);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found[0]!.name).toBe('Zürich');
    expect(found[0]!.country).toBe('Switzerland');
    expect(searchPlaces('Brookl', 3).map((place) => place.name)).toContain('Brooklyn');
    expect(searchPlaces('qqqqqzzz', 10)).toEqual([]);
  });
});

describe('migration 0041 backfill', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { startJobs: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('computes in SQL the same cell centres as lib/geo', async () => {
    const points = samples(300);
    const db = ctx.database.db;
    const users = [];
    for (const point of points.slice(0, 40)) {
      users.push(await buildUser(db, { location_lat: point.latitude, location_lng: point.longitude }));
    }
    // The migration's statement, run again over these users (the SQL is read from the file itself).
    const file = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('../../src/db/migrations/0041_map_points.sql', import.meta.url), 'utf8'),
    );
    const select = /CREATE TEMPORARY TABLE map_grid_users AS\n([\s\S]*?);/.exec(file)?.[1];
    expect(select).toBeDefined();
    const rows = await sql<{ id: string; map_lat: number; map_lng: number }>`${sql.raw(select!)}`.execute(db);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    for (const user of users) {
      const row = byId.get(user.id)!;
      const expected = snapToGrid(Number(user.location_lat), Number(user.location_lng));
      expect({ latitude: Number(row.map_lat), longitude: Number(row.map_lng) }).toEqual(expected);
    }
  });
});
