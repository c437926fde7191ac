import { describe, expect, it } from 'vitest';
import type { MapKind } from '@ourhood/contract';
import { ChangeNotices } from '../../src/db/change-notices.js';
import { keepCells, rowsIn, type CellRow } from '../../src/features/map/map-cell-rows.js';
import { cellAt } from '../../src/features/map/map-cells.js';
import { mayView, type MapViewer } from '../../src/features/map/map-viewer-cut.js';
import { SharedPageCache } from '../../src/lib/shared-pages/shared-page-cache.js';

const row = (id: string, latitude: number, longitude: number, ownerId = 'owner', hidden = false): CellRow => ({
  point: { kind: 'organization', id, title: id, latitude, longitude, url: `/dashboard/discover/${id}` },
  ownerId,
  hidden,
});

const viewer: MapViewer = { id: 'viewer', area: { country: 'AU', state: 'TAS', city: 'Hobart', suburb: 'Sandy Bay' } };
const noFacts = { blocked: new Set<string>(), groups: new Set<string>() };

describe("a cell's rows cut to a box (decisions 0081, 0082)", () => {
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
    const into: CellRow[] = [];
    rowsIn({ rows, full: [] }, cell, box, into);
    return into.filter((each) => mayView(each, viewer, noFacts, 0)).map((each) => each.point.id);
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

describe('kept cells', () => {
  it('keeps at most the cap of each kind, south to north and frozen, and names the kinds it held more of', () => {
    const of = (kind: MapKind, id: string, latitude: number): CellRow => ({
      ...row(id, latitude, 0),
      point: { ...row(id, latitude, 0).point, kind },
    });
    const kept = keepCells(
      new Map([['k', [of('item', 'i1', 3), of('item', 'i2', 1), of('item', 'i3', 2), of('event', 'e1', 0)]]]),
      2,
    ).get('k')!;
    expect(kept.rows.map((each) => each.point.id)).toEqual(['e1', 'i2', 'i1']);
    expect(kept.full).toEqual(['item']);
    expect(Object.isFrozen(kept.rows[0]!.point)).toBe(true);
  });
});

describe("the map's cut per viewer (decision 0082)", () => {
  const thing = (extra: Partial<CellRow>): CellRow => ({ ...row('t', 0, 0, 'author'), ...extra });
  const blockedAuthor = { blocked: new Set(['author']), groups: new Set<string>() };

  it('cuts across a block either way, but never the viewer’s own', () => {
    expect(mayView(thing({}), viewer, noFacts, 0)).toBe(true);
    expect(mayView(thing({}), viewer, blockedAuthor, 0)).toBe(false);
    expect(mayView(thing({ ownerId: 'viewer' }), viewer, blockedAuthor, 0)).toBe(true);
    // Without the viewer's facts only their own rows show.
    expect(mayView(thing({}), viewer, undefined, 0)).toBe(false);
  });

  it('drops an event or alert once it ends, even the viewer’s own', () => {
    expect(mayView(thing({ until: 1_000 }), viewer, noFacts, 999)).toBe(true);
    expect(mayView(thing({ until: 1_000 }), viewer, noFacts, 1_000)).toBe(false);
    expect(mayView(thing({ until: 1_000, ownerId: 'viewer' }), viewer, noFacts, 2_000)).toBe(false);
  });

  it('shows a closed event to its organizer and its group’s members only', () => {
    const inGroup = { blocked: new Set<string>(), groups: new Set(['g1']) };
    expect(mayView(thing({ membersOf: 'g1' }), viewer, noFacts, 0)).toBe(false);
    expect(mayView(thing({ membersOf: 'g1' }), viewer, inGroup, 0)).toBe(true);
    expect(mayView(thing({ membersOf: null }), viewer, inGroup, 0)).toBe(false);
    expect(mayView(thing({ membersOf: null, ownerId: 'viewer' }), viewer, noFacts, 0)).toBe(true);
  });

  it('shows an alert to its suburb, or its whole city when city-wide, and always to its author', () => {
    const area = { scope: 'suburb' as const, country: 'AU', state: 'TAS', city: 'Hobart', suburb: 'Sandy Bay' };
    expect(mayView(thing({ area }), viewer, noFacts, 0)).toBe(true);
    expect(mayView(thing({ area: { ...area, suburb: 'Battery Point' } }), viewer, noFacts, 0)).toBe(false);
    expect(mayView(thing({ area: { ...area, scope: 'city', suburb: '' } }), viewer, noFacts, 0)).toBe(true);
    expect(mayView(thing({ area: { ...area, scope: 'city', city: 'Launceston' } }), viewer, noFacts, 0)).toBe(false);
    expect(mayView(thing({ area: { ...area, suburb: 'Elsewhere' }, ownerId: 'viewer' }), viewer, noFacts, 0)).toBe(
      true,
    );
    const nowhere: MapViewer = { ...viewer, area: { country: '', state: '', city: '', suburb: '' } };
    expect(
      mayView(thing({ area: { ...area, country: '', state: '', city: '', suburb: '' } }), nowhere, noFacts, 0),
    ).toBe(false);
  });
});

describe('the thing cells’ notices (migration 0045)', () => {
  it('forgets every kept cell on a map notice of its own schema, and only on it', async () => {
    const notices = new ChangeNotices(true);
    notices.schema = 'app';
    const cells = new SharedPageCache<string>(notices, { forgetOn: 'map' });
    let reads = 0;
    const read = async () => `cell ${++reads}`;
    expect(await cells.page('13/1/2', read)).toBe('cell 1');
    for (const other of ['app:feed', 'app:directory', 'other:map', 'app:readers']) notices.receive(other);
    expect(await cells.page('13/1/2', read)).toBe('cell 1');
    notices.receive('app:map');
    expect(await cells.page('13/1/2', read)).toBe('cell 2');
  });
});
