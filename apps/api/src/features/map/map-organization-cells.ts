import { sql, type Kysely } from 'kysely';
import { MapLimits } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { SharedPageCache } from '../../lib/shared-pages/shared-page-cache.js';
import { keepCells, type CellReader, type CellRow, type KeptCell } from './map-cell-rows.js';
import { presentMapPoint } from './map-presenter.js';

/** The organization cells every viewer shares, forgotten on every directory notice (migration 0033, decision 0081). */
export type OrganizationCells = SharedPageCache<KeptCell>;

/**
 * Organizations of the cells no one keeps, in one statement: a lateral walk of the organizations'
 * (lat, lng) index per cell (migration 0041), at most one more than a cell keeps.
 */
export function organizationCellReader(db: Kysely<DB>): CellReader {
  return async (cells) => {
    const column = (pick: (cell: (typeof cells)[number]['cell']) => number) => cells.map(({ cell }) => pick(cell));
    const { rows } = await sql<{
      key: string;
      id: string;
      title: string;
      latitude: number;
      longitude: number;
      owner_id: string;
      hidden: boolean;
    }>`
      SELECT c.key, o.id, o.business_name AS title, o.location_lat AS latitude, o.location_lng AS longitude,
        o.owner_id, o.hidden_at IS NOT NULL AS hidden
      FROM unnest(${cells.map(({ key }) => key)}::text[], ${column((cell) => cell.west)}::double precision[],
        ${column((cell) => cell.south)}::double precision[], ${column((cell) => cell.east)}::double precision[],
        ${column((cell) => cell.north)}::double precision[]) AS c(key, west, south, east, north)
      CROSS JOIN LATERAL (
        SELECT organizations.id, organizations.business_name, organizations.location_lat,
          organizations.location_lng, organizations.owner_id, organizations.hidden_at
        FROM organizations
        WHERE organizations.location_lat IS NOT NULL AND organizations.location_lng IS NOT NULL
          AND organizations.location_lat >= c.south AND organizations.location_lat < c.north
          AND organizations.location_lng >= c.west AND organizations.location_lng < c.east
        LIMIT ${MapLimits.maxPoints + 1}
      ) AS o`.execute(db);
    const found = new Map<string, CellRow[]>();
    for (const row of rows) {
      let list = found.get(row.key);
      if (!list) found.set(row.key, (list = []));
      list.push({
        point: presentMapPoint('organization', { ...row, area: null }),
        ownerId: row.owner_id,
        hidden: row.hidden,
      });
    }
    return keepCells(found, MapLimits.maxPoints);
  };
}
