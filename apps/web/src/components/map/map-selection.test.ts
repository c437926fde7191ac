import { describe, expect, it } from 'vitest';
import { listShouldFocus, mapSelection, mapShouldPan, noSelection } from './map-selection';
import { bboxParam, boxAround } from './map-types';

describe('the list and the map kept in step (issue 44)', () => {
  it('a choice in the list pans the map, and only the map', () => {
    const state = mapSelection(noSelection, { type: 'list', id: 'a' });
    expect(state).toMatchObject({ id: 'a', from: 'list' });
    expect(mapShouldPan(state)).toBe(true);
    expect(listShouldFocus(state)).toBe(false);
  });

  it("a marker's click focuses the list, and does not pan", () => {
    const state = mapSelection(noSelection, { type: 'map', id: 'b' });
    expect(listShouldFocus(state)).toBe(true);
    expect(mapShouldPan(state)).toBe(false);
  });

  it('choosing the same thing again counts as a new turn (the map pans again)', () => {
    const first = mapSelection(noSelection, { type: 'list', id: 'a' });
    const again = mapSelection(first, { type: 'list', id: 'a' });
    expect(again.turn).toBe(first.turn + 1);
  });

  it('drops a selection the new points no longer have, and keeps one they have', () => {
    const chosen = mapSelection(noSelection, { type: 'map', id: 'a' });
    expect(mapSelection(chosen, { type: 'points', ids: ['a', 'b'] })).toBe(chosen);
    expect(mapSelection(chosen, { type: 'points', ids: ['b'] })).toMatchObject({ id: null, from: null });
    expect(mapSelection(noSelection, { type: 'clear' })).toBe(noSelection);
  });
});

describe('bboxParam', () => {
  it('rounds to four decimals, west,south,east,north', () => {
    expect(bboxParam({ west: 144.95123456, south: -37.82, east: 144.99, north: -37.8 })).toBe(
      '144.9512,-37.8200,144.9900,-37.8000',
    );
  });

  it('keeps a box the API refuses (wider than 5 degrees) to its centre, inside the world', () => {
    const [west, south, east, north] = bboxParam({ west: -200, south: -100, east: 200, north: 100 })
      .split(',')
      .map(Number);
    expect(east! - west!).toBeLessThanOrEqual(5);
    expect(north! - south!).toBeLessThanOrEqual(5);
    expect(west).toBeGreaterThanOrEqual(-180);
  });

  it('boxAround makes a box of a few kilometres around a point', () => {
    const box = boxAround({ latitude: -37.8, longitude: 144.96 }, 5);
    expect(box.north - box.south).toBeCloseTo(0.09, 2);
    expect(box.west).toBeLessThan(144.96);
    expect(box.east).toBeGreaterThan(144.96);
  });
});
