import { sql } from 'kysely';
import { notBlockedBetween } from '../../lib/blocks/index.js';
import {
  containsPattern,
  findByStatement,
  type ContentKind,
  type ContentRow,
  type SearchRow,
} from '../../lib/content-kinds/index.js';

/** An organization's page; its author is its owner. */
export const organizationContentKind: ContentKind = {
  type: 'organization',
  table: 'organizations',
  label: 'organization page',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT o.owner_id AS author_id, o.hidden_at, trim(o.business_name || E'\n' || o.description) AS text,
      'Organization' AS context, o.created_at, false AS private_content, false AS pending
    FROM organizations o WHERE o.id = ${id}::uuid`,
  ),
  url: () => null,
  inPublicLog: true,
  search: {
    type: 'organizations',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT o.id, o.business_name AS title,
        nullif(concat_ws(' · ', nullif(o.category, ''), nullif(o.location_city, '')), '') AS subtitle,
        o.logo_thumbnail_key AS image_key, o.created_at
      FROM organizations o
      WHERE (o.business_name ILIKE ${containsPattern(q)} OR o.description ILIKE ${containsPattern(q)})
        AND o.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'o.owner_id')}`,
    path: (id) => `/dashboard/discover/${id}`,
  },
};
