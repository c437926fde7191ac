import { expect } from 'vitest';
import type { MapPoint } from '@ourhood/contract';
import type { App } from '../../src/app.js';
import { neighbour, type Area } from './posts.js';

type Headers = { authorization: string };

/** A town of a map test, far from the others' (a box around `lat`, `lng`), so answers hold only its things. */
export function mapTown(app: App, name: string, lat: number, lng: number) {
  const area: Area = { suburb: `${name} Centre`, city: name, state: 'Test State', country: 'Testland' };
  const bbox = `${lng - 0.05},${lat - 0.05},${lng + 0.05},${lat + 0.05}`;
  const resident = (overrides: Record<string, unknown> = {}) =>
    neighbour(app, area, { location_lat: lat, location_lng: lng, ...overrides });
  return { area, bbox, lat, lng, resident };
}

/** GET /map with `query`, expected to answer 200. */
export async function mapOf(
  app: App,
  headers: Headers,
  query: string,
): Promise<{ data: MapPoint[]; truncated: boolean }> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/map?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { data: body.data, truncated: body.metadata.truncated };
}

/** The sorted ids GET /map answers `person` in `bbox` (all kinds, or `kinds`). */
export async function idsOnMap(app: App, person: { headers: Headers }, bbox: string, kinds = ''): Promise<string[]> {
  const { data } = await mapOf(app, person.headers, `bbox=${bbox}${kinds ? `&kinds=${kinds}` : ''}`);
  return data.map((point) => point.id).sort();
}
