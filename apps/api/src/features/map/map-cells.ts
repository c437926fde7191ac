import type { MapBbox } from '@ourhood/contract';

/**
 * The grid GET /map shares its organizations on (decision 0081). Square cells of 360/2^z degrees;
 * a box takes the level whose cells are at least half its longer side, so it meets at most 3 × 3
 * cells, and neighbours looking at the same part of town at about the same zoom ask for the same
 * cells whatever their exact box.
 */
export interface MapCell {
  z: number;
  x: number;
  y: number;
  /** The cell's degrees: south and west included, north and east excluded (no point is in two). */
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Deepest level used: cells of about 340 m, below which a box's cells hold a handful of places. */
const MAX_LEVEL = 20;

export function levelFor(box: MapBbox): number {
  const span = Math.max(box.east - box.west, box.north - box.south);
  const level = Math.floor(Math.log2(720 / span));
  return Math.min(MAX_LEVEL, Math.max(0, level));
}

export function cellAt(z: number, x: number, y: number): MapCell {
  const size = 360 / 2 ** z;
  return {
    z,
    x,
    y,
    west: x * size - 180,
    south: y * size - 90,
    east: (x + 1) * size - 180,
    north: (y + 1) * size - 90,
  };
}

/** The cells a box meets, west to east then south to north. */
export function cellsCovering(box: MapBbox): MapCell[] {
  const z = levelFor(box);
  const size = 360 / 2 ** z;
  const index = (degrees: number, offset: number) => Math.floor((degrees + offset) / size);
  const cells: MapCell[] = [];
  for (let y = index(box.south, 90); y <= index(box.north, 90); y++) {
    for (let x = index(box.west, 180); x <= index(box.east, 180); x++) cells.push(cellAt(z, x, y));
  }
  return cells;
}

export const cellKey = (cell: MapCell) => `${cell.z}/${cell.x}/${cell.y}`;
