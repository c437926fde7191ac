import { describe, expect, it } from 'vitest';
import { nearestFirst } from './map-order';
import type { MapPoint } from './map-types';

const point = (id: string, title: string, latitude: number, longitude: number): MapPoint => ({
  kind: 'organization',
  id,
  title,
  latitude,
  longitude,
  url: `/dashboard/organizations/${id}`,
});

describe("the map's list order (issue 44)", () => {
  const start = { latitude: -42.88, longitude: 147.33 };

  it('lists the nearest first, then by title', () => {
    const far = point('1', 'Far', -42.95, 147.33);
    const near = point('2', 'Near', -42.881, 147.33);
    const tieB = point('3', 'Bravo', -42.9, 147.33);
    const tieA = point('4', 'Alpha', -42.9, 147.33);
    expect(nearestFirst([far, tieB, near, tieA], start).map((p) => p.title)).toEqual(['Near', 'Alpha', 'Bravo', 'Far']);
  });

  it('keeps the order of the entries already listed when a pan brings new ones', () => {
    const a = point('a', 'A', -42.881, 147.331);
    const b = point('b', 'B', -42.89, 147.34);
    const c = point('c', 'C', -42.9, 147.36);
    const before = nearestFirst([c, a, b], start).map((p) => p.id);
    const after = nearestFirst([point('d', 'D', -42.885, 147.2), b, c, a], start)
      .map((p) => p.id)
      .filter((id) => id !== 'd');
    expect(after).toEqual(before);
  });

  it('weighs longitude by latitude: a degree east is shorter far from the equator', () => {
    const east = point('e', 'East', -60, 1);
    const north = point('n', 'North', -59.3, 0);
    expect(nearestFirst([north, east], { latitude: -60, longitude: 0 }).map((p) => p.id)).toEqual(['e', 'n']);
  });
});
