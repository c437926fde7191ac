import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

/**
 * A review of an organization. It counts in its organization's rating while visible (decision
 * 0029): hiding or showing it moves the aggregate, under the organization row's lock taken first,
 * in the order the review writes take their locks.
 */
export const reviewContentKind: ContentKind = {
  type: 'review',
  table: 'organization_reviews',
  label: 'review',
  find: findByStatement(
    (id) => sql<ContentRow>`SELECT r.author_id, r.hidden_at, trim(r.rating || '/5' || E'\n' || r.text) AS text,
      'Review of ' || o.business_name AS context, r.created_at, false AS private_content, false AS pending
    FROM organization_reviews r JOIN organizations o ON o.id = r.organization_id WHERE r.id = ${id}::uuid`,
  ),
  url: () => null,
  inPublicLog: true,
  async setHidden(db, id, at) {
    await sql`SELECT o.id FROM organizations o
      WHERE o.id = (SELECT r.organization_id FROM organization_reviews r WHERE r.id = ${id}::uuid) FOR UPDATE`.execute(
      db,
    );
    const changed = await sql<{
      organization_id: string;
      rating: number;
    }>`UPDATE organization_reviews SET hidden_at = ${at}
      WHERE id = ${id}::uuid AND hidden_at IS ${at === null ? sql`NOT NULL` : sql`NULL`}
      RETURNING organization_id, rating`.execute(db);
    const row = changed.rows[0];
    if (!row) return false;
    const sign = at === null ? 1 : -1;
    await sql`UPDATE organizations SET rating_sum = greatest(0, rating_sum + ${sign * row.rating}::int),
      rating_count = greatest(0, rating_count + ${sign}::int) WHERE id = ${row.organization_id}::uuid`.execute(db);
    return true;
  },
};
