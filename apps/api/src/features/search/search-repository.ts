import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_TOTAL_CAP, type SearchType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { ContentSearch, SearchRow } from '../../lib/content-kinds/index.js';

export type { SearchRow };

/**
 * One page of one kind, with its total (capped) in the same statement. Which rows are hits, and
 * which the viewer may see, is the kind's query (decision 0046): privacy is part of every query.
 */
export async function searchPage(
  db: Kysely<DB>,
  search: ContentSearch,
  q: string,
  viewerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const hits = search.hits(q, viewerId);
  const result = await sql<SearchRow & { total: string | number }>`
    WITH hits AS (${hits}),
      counted AS (SELECT count(*) AS n FROM (SELECT 1 FROM hits LIMIT ${SEARCH_TOTAL_CAP}) AS capped)
    SELECT h.*, (SELECT n FROM counted) AS total
    FROM hits h
    ORDER BY h.created_at DESC, h.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  const total = result.rows[0] ? Number(result.rows[0].total) : page.offset > 0 ? await countOnly(db, hits) : 0;
  return { rows: result.rows, total };
}

async function countOnly(db: Kysely<DB>, hits: RawBuilder<SearchRow>): Promise<number> {
  const result = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM (SELECT 1 FROM (${hits}) AS h LIMIT ${SEARCH_TOTAL_CAP}) AS capped`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The newest few of every kind, in one statement (the typeahead). */
export async function searchSuggestions(
  db: Kysely<DB>,
  searches: readonly ContentSearch[],
  q: string,
  viewerId: string,
  perType: number,
): Promise<Record<SearchType, SearchRow[]>> {
  const parts = searches.map(
    (search) => sql`(SELECT ${search.type}::text AS kind, h.* FROM (${search.hits(q, viewerId)}) AS h
      ORDER BY h.created_at DESC, h.id DESC LIMIT ${perType})`,
  );
  const result = await sql<SearchRow & { kind: SearchType }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  const grouped = Object.fromEntries(searches.map((search) => [search.type, []])) as unknown as Record<
    SearchType,
    SearchRow[]
  >;
  for (const row of result.rows) grouped[row.kind].push(row);
  return grouped;
}
