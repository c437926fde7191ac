import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_TOTAL_CAP, searchTypes, type SearchType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { notBlockedBetween, notMutedBy } from '../../lib/blocks/index.js';

/** A hit as the database answers it, before presenting. */
export interface SearchRow {
  id: string;
  title: string;
  subtitle: string | null;
  image_key: string | null;
  created_at: Date;
}

/** `%word%` for ILIKE, with the pattern characters of the query taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The query of one kind of hit, newest first. Privacy is part of every query, not left to the
 * caller: posts of the neighbourhood feed only (`local`: never a private group's), verified
 * neighbours found by name (never by e-mail, which no query reads), open rental requests, public
 * groups and the private ones the viewer belongs to, open events and a private group's for its members; nothing hidden by moderation and nobody on
 * either side of a block (decision 0020), and no post of someone the viewer muted.
 */
function hitsQuery(type: SearchType, q: string, viewerId: string): RawBuilder<SearchRow> {
  switch (type) {
    case 'posts':
      return sql<SearchRow>`
        SELECT p.id, p.content AS title, u.first_name || ' ' || u.last_name AS subtitle,
          NULL::text AS image_key, p.created_at
        FROM posts p JOIN users u ON u.id = p.author_id
        WHERE p.local AND p.search_vector @@ websearch_to_tsquery('english', ${q})
          AND p.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'p.author_id')}
          AND ${notMutedBy(viewerId, 'p.author_id')}`;
    case 'people':
      return sql<SearchRow>`
        SELECT u.id, u.first_name || ' ' || u.last_name AS title,
          nullif(concat_ws(', ', nullif(u.location_suburb, ''), nullif(u.location_city, '')), '') AS subtitle,
          u.avatar_thumbnail_key AS image_key, u.created_at
        FROM users u
        WHERE u.account_type = 'user' AND u.email_verified_at IS NOT NULL
          AND (u.first_name || ' ' || u.last_name) ILIKE ${contains(q)}
          AND u.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'u.id')}`;
    case 'organizations':
      return sql<SearchRow>`
        SELECT o.id, o.business_name AS title,
          nullif(concat_ws(' · ', nullif(o.category, ''), nullif(o.location_city, '')), '') AS subtitle,
          o.logo_thumbnail_key AS image_key, o.created_at
        FROM organizations o
        WHERE (o.business_name ILIKE ${contains(q)} OR o.description ILIKE ${contains(q)})
          AND o.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'o.owner_id')}`;
    case 'rentals':
      return sql<SearchRow>`
        SELECT r.id, r.item_name AS title,
          nullif(concat_ws(', ', nullif(r.location_suburb, ''), nullif(r.location_city, '')), '') AS subtitle,
          r.image_thumbnail_key AS image_key, r.created_at
        FROM rental_requests r
        WHERE r.status = 'open' AND (r.item_name ILIKE ${contains(q)} OR r.description ILIKE ${contains(q)})
          AND r.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'r.requester_id')}`;
    case 'groups':
      return sql<SearchRow>`
        SELECT g.id, g.name AS title,
          CASE WHEN g.visibility = 'private' THEN 'Private group' ELSE 'Public group' END AS subtitle,
          g.cover_thumbnail_key AS image_key, g.created_at
        FROM groups g
        WHERE (g.name ILIKE ${contains(q)} OR g.description ILIKE ${contains(q)}) AND g.hidden_at IS NULL
          AND (g.visibility = 'public' OR EXISTS (
            SELECT 1 FROM group_members m
            WHERE m.group_id = g.id AND m.user_id = ${viewerId}::uuid AND m.role <> 'pending'))`;
    case 'events':
      // Open events (the neighbourhood's and public groups'), a private group's only for its
      // members, and one's own; never a hidden event or one of a hidden group.
      return sql<SearchRow>`
        SELECT e.id, e.title,
          CASE WHEN e.status = 'cancelled' THEN 'Cancelled · ' || e.place_name ELSE e.place_name END AS subtitle,
          e.cover_thumbnail_key AS image_key, e.created_at
        FROM events e
        WHERE (e.title ILIKE ${contains(q)} OR e.description ILIKE ${contains(q)} OR e.place_name ILIKE ${contains(q)})
          AND e.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'e.organizer_id')}
          AND (e.group_id IS NULL OR NOT EXISTS (
            SELECT 1 FROM groups eg WHERE eg.id = e.group_id AND eg.hidden_at IS NOT NULL))
          AND (e.open OR e.organizer_id = ${viewerId}::uuid OR EXISTS (
            SELECT 1 FROM group_members m
            WHERE m.group_id = e.group_id AND m.user_id = ${viewerId}::uuid AND m.role <> 'pending'))`;
  }
}

/** One page of one kind, with its total (capped) in the same statement. */
export async function searchPage(
  db: Kysely<DB>,
  type: SearchType,
  q: string,
  viewerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const hits = hitsQuery(type, q, viewerId);
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
  q: string,
  viewerId: string,
  perType: number,
): Promise<Record<SearchType, SearchRow[]>> {
  const types = searchTypes;
  const parts = types.map(
    (type) => sql`(SELECT ${type}::text AS kind, h.* FROM (${hitsQuery(type, q, viewerId)}) AS h
      ORDER BY h.created_at DESC, h.id DESC LIMIT ${perType})`,
  );
  const result = await sql<SearchRow & { kind: SearchType }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  const grouped = Object.fromEntries(types.map((type) => [type, []])) as unknown as Record<SearchType, SearchRow[]>;
  for (const row of result.rows) grouped[row.kind].push(row);
  return grouped;
}
