import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One day's figure of one metric; `rating_sum` is the reviews' ratings added up (reviews only). */
export interface InsightRow {
  metric: string;
  /** YYYY-MM-DD, or null for the reviews written before the period (the rating's starting point). */
  day: string | null;
  value: number;
  rating_sum: number | null;
}

export interface InsightsScope {
  organizationId: string;
  ownerId: string;
  /** The first day of the period (YYYY-MM-DD in `timeZone`). */
  firstDay: string;
  timeZone: string;
}

/**
 * Every figure of an organization's insights over a period, in one statement (decision 0079): the
 * daily counters of migration 0042, and what other tables already hold, grouped by the day of
 * `created_at` in the installation's time zone. Each part reads one organization's rows through an
 * index (migration 0042's, or the tables' own): the owner's own reactions, comments and messages
 * are not the organization's audience and are left out. Days without activity have no row.
 */
export async function readInsightRows(db: Kysely<DB>, scope: InsightsScope): Promise<InsightRow[]> {
  const { organizationId: org, ownerId: owner, firstDay, timeZone: tz } = scope;
  const since = sql`((${firstDay}::date)::timestamp AT TIME ZONE ${tz})`;
  const day = (column: string) => sql`((${sql.ref(column)} AT TIME ZONE ${tz})::date)::text`;
  const result = await sql<InsightRow>`
    SELECT c.metric, c.day::text AS day, c.value, NULL::int AS rating_sum
      FROM organization_daily_counts c
      WHERE c.organization_id = ${org} AND c.day >= ${firstDay}::date
    UNION ALL
    SELECT 'followers_gained', ${day('f.created_at')}, count(*)::int, NULL
      FROM follows f
      WHERE f.followee_id = ${owner} AND f.created_at >= ${since}
      GROUP BY 2
    UNION ALL
    SELECT 'update_views', ${day('v.created_at')}, count(*)::int, NULL
      FROM posts p JOIN organization_update_views v ON v.post_id = p.id
      WHERE p.organization_id = ${org} AND v.created_at >= ${since} AND v.user_id <> ${owner}
      GROUP BY 2
    UNION ALL
    SELECT 'update_reactions', ${day('r.created_at')}, count(*)::int, NULL
      FROM posts p JOIN post_reactions r ON r.post_id = p.id
      WHERE p.organization_id = ${org} AND r.created_at >= ${since} AND r.user_id <> ${owner}
      GROUP BY 2
    UNION ALL
    SELECT 'update_comments', ${day('m.created_at')}, count(*)::int, NULL
      FROM posts p JOIN comments m ON m.post_id = p.id
      WHERE p.organization_id = ${org} AND m.created_at >= ${since} AND m.author_id <> ${owner}
      GROUP BY 2
    UNION ALL
    SELECT 'reviews', CASE WHEN r.created_at >= ${since} THEN ${day('r.created_at')} END, count(*)::int,
        sum(r.rating)::int
      FROM organization_reviews r
      WHERE r.organization_id = ${org} AND r.hidden_at IS NULL
      GROUP BY 2
    UNION ALL
    SELECT 'messages_received', ${day('m.created_at')}, count(*)::int, NULL
      FROM conversation_members cm JOIN messages m ON m.conversation_id = cm.conversation_id
      WHERE cm.user_id = ${owner} AND m.created_at >= ${since} AND m.sender_id IS DISTINCT FROM ${owner}
        AND m.deleted_at IS NULL AND m.hidden_at IS NULL
      GROUP BY 2
  `.execute(db);
  return result.rows.map((row) => ({
    ...row,
    value: Number(row.value),
    rating_sum: row.rating_sum === null ? null : Number(row.rating_sum),
  }));
}
