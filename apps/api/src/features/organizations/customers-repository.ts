import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Neighbours related to an organization — followers of its owner account and people interested in
 * its listings — newest interaction first, with each one's interactions.
 */
export async function listCustomers(
  db: Kysely<DB>,
  ownerId: string,
  organizationId: string,
  limit: number,
  offset: number,
) {
  const events = sql`(
    SELECT f.follower_id AS user_id, 'follow' AS kind, NULL::uuid AS listing_id, NULL::text AS listing_title, f.created_at AS at
      FROM follows f WHERE f.followee_id = ${ownerId}::uuid
    UNION ALL
    SELECT i.user_id, 'interested', l.id, l.title, i.created_at
      FROM listing_interests i JOIN listings l ON l.id = i.listing_id
      WHERE l.organization_id = ${organizationId}::uuid
  )`;
  const rows = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    avatar_key: string | null;
    last_at: Date;
    total: string;
  }>`
    SELECT u.id, u.first_name, u.last_name, u.avatar_key, c.last_at, count(*) OVER () AS total
    FROM (SELECT user_id, max(at) AS last_at FROM ${events} e GROUP BY user_id) c
    JOIN users u ON u.id = c.user_id
    ORDER BY c.last_at DESC, u.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const ids = rows.rows.map((row) => row.id);
  const interactions =
    ids.length === 0
      ? []
      : (
          await sql<{
            user_id: string;
            kind: 'follow' | 'interested';
            listing_id: string | null;
            listing_title: string | null;
            at: Date;
          }>`
            SELECT * FROM ${events} e WHERE e.user_id = ANY(${ids}::uuid[]) ORDER BY e.at DESC`.execute(db)
        ).rows;
  let total = rows.rows[0] ? Number(rows.rows[0].total) : 0;
  if (rows.rows.length === 0 && offset > 0) {
    const count = await sql<{ n: string }>`SELECT count(DISTINCT user_id) AS n FROM ${events} e`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return { rows: rows.rows, interactions, total };
}
