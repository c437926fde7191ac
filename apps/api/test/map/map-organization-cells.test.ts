import { describe, expect, it } from 'vitest';
import { cellAt } from '../../src/features/map/map-cells.js';
import { organizationsIn, type CellOrganization } from '../../src/features/map/map-organization-cells.js';

const row = (id: string, latitude: number, longitude: number, ownerId = 'owner', hidden = false): CellOrganization => ({
  point: { kind: 'organization', id, title: id, latitude, longitude, url: `/dashboard/discover/${id}` },
  ownerId,
  hidden,
});

describe("a cell's organizations cut to a box (decision 0081)", () => {
  const cell = cellAt(8, 10, 10); // 1.40625° a side
  const { west, south } = cell;
  // South to north, as the cell keeps them.
  const rows = [
    row('a', south + 0.1, west + 0.1),
    row('b', south + 0.2, west + 0.9),
    row('c', south + 0.3, west + 0.3),
    row('hidden', south + 0.3, west + 0.3, 'someone', true),
    row('own-hidden', south + 0.3, west + 0.31, 'viewer', true),
    row('d', south + 0.5, west + 0.3),
    row('e', south + 1.2, west + 0.3),
  ];
  const ids = (box: { west: number; south: number; east: number; north: number }) => {
    const into: CellOrganization[] = [];
    organizationsIn({ rows, full: false }, cell, box, 'viewer', into);
    return into.map((each) => each.point.id);
  };

  it('takes the band of the box, edges included, and its owner’s hidden one only to the owner', () => {
    expect(ids({ west: west, south: south + 0.2, east: west + 0.5, north: south + 0.5 })).toEqual([
      'c',
      'own-hidden',
      'd',
    ]);
    expect(ids({ west: west + 0.85, south: south, east: west + 1, north: south + 1 })).toEqual(['b']);
  });

  it('takes a cell inside the box whole, hidden ones cut', () => {
    const around = { west: cell.west - 1, south: cell.south - 1, east: cell.east + 1, north: cell.north + 1 };
    expect(ids(around)).toEqual(['a', 'b', 'c', 'own-hidden', 'd', 'e']);
  });

  it('finds nothing in a box north or south of every row', () => {
    expect(ids({ west, south: south + 1.3, east: cell.east, north: cell.north })).toEqual([]);
    expect(ids({ west, south: south - 0.5, east: cell.east, north: south + 0.05 })).toEqual([]);
  });
});
