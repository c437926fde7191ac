import { sql, type Kysely } from 'kysely';
import { MapLimits } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { SharedPageCache } from '../../lib/shared-pages/shared-page-cache.js';
import {
  cellsOfRows,
  cellsTable,
  type CellReader,
  type CellRow,
  type CellRowColumns,
  type KeptCell,
} from './map-cell-rows.js';
import { presentMapPoint } from './map-presenter.js';

/** The organization cells every viewer shares, forgotten on every directory notice (migration 0033, decision 0081). */
export type OrganizationCells = SharedPageCache<KeptCell>;

/**
 * Organizations of the cells no one keeps, in one statement: a lateral walk of the organizations'
 * (lat, lng) index per cell (migration 0041), at most one more than a cell keeps.
 */
export function organizationCellReader(db: Kysely<DB>): CellReader {
  return async (cells) => {
    const { rows } = await sql<CellRowColumns>`
      SELECT c.key, o.id, o.business_name AS title, o.location_lat AS latitude, o.location_lng AS longitude,
        o.owner_id, o.hidden_at IS NOT NULL AS hidden
      FROM ${cellsTable(cells)}
      CROSS JOIN LATERAL (
        SELECT organizations.id, organizations.business_name, organizations.location_lat,
          organizations.location_lng, organizations.owner_id, organizations.hidden_at
        FROM organizations
        WHERE organizations.location_lat IS NOT NULL AND organizations.location_lng IS NOT NULL
          AND organizations.location_lat >= c.south AND organizations.location_lat < c.north
          AND organizations.location_lng >= c.west AND organizations.location_lng < c.east
        LIMIT ${MapLimits.maxPoints + 1}
      ) AS o`.execute(db);
    const rowOf = (row: CellRowColumns): CellRow => ({
      point: presentMapPoint('organization', { ...row, area: null }),
      ownerId: row.owner_id,
      hidden: row.hidden,
    });
    return cellsOfRows(rows, rowOf, MapLimits.maxPoints);
  };
}
