import { describe, expect, it } from 'vitest';
import { MapLimits } from '@ourhood/contract';
import { cellAt, cellsCovering, levelFor } from '../../src/features/map/map-cells.js';

describe("the map's shared grid (decision 0081)", () => {
  it('meets at most 3 × 3 cells, each at least half the longer side of the box', () => {
    const boxes = [
      { west: -74.0, south: 40.65, east: -73.95, north: 40.69 },
      { west: -74.04, south: 40.57, east: -73.86, north: 40.74 },
      { west: 147.3, south: -42.9, east: 147.30001, north: -42.89999 },
      { west: -2.5, south: 50, east: -2.5 + MapLimits.maxSpanDegrees, north: 50 + MapLimits.maxSpanDegrees },
      { west: 179.99, south: 89.99, east: 180, north: 90 },
    ];
    for (const box of boxes) {
      const cells = cellsCovering(box);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.length).toBeLessThanOrEqual(9);
      const size = cells[0]!.east - cells[0]!.west;
      expect(size >= Math.max(box.east - box.west, box.north - box.south) / 2 || levelFor(box) === 20).toBe(true);
      // Together they hold the whole box.
      expect(Math.min(...cells.map((cell) => cell.west))).toBeLessThanOrEqual(box.west);
      expect(Math.max(...cells.map((cell) => cell.east))).toBeGreaterThan(box.east - 1e-9);
      expect(Math.min(...cells.map((cell) => cell.south))).toBeLessThanOrEqual(box.south);
      expect(Math.max(...cells.map((cell) => cell.north))).toBeGreaterThan(box.north - 1e-9);
    }
  });

  it('gives a box panned or zoomed a little within another the same level and none but its cells', () => {
    const key = (cell: { z: number; x: number; y: number }) => `${cell.z}/${cell.x}/${cell.y}`;
    const wide = { west: -73.99, south: 40.66, east: -73.97, north: 40.675 };
    const inside = { west: -73.9895, south: 40.6605, east: -73.9705, north: 40.6745 };
    expect(levelFor(inside)).toBe(levelFor(wide));
    const wideKeys = new Set(cellsCovering(wide).map(key));
    for (const cell of cellsCovering(inside)) expect(wideKeys.has(key(cell))).toBe(true);
  });

  it('tiles the world without overlap: a cell ends where the next begins', () => {
    const cell = cellAt(12, 1200, 1500);
    expect(cellAt(12, 1201, 1500).west).toBe(cell.east);
    expect(cellAt(12, 1200, 1501).south).toBe(cell.north);
  });
});
