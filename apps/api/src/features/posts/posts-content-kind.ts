import { sql } from 'kysely';
import { notBlockedBetween, notMutedBy } from '../../lib/blocks/index.js';
import { mayAccess, Permission } from '../../lib/access/index.js';
import { findByStatement, type ContentKind, type ContentRow, type SearchRow } from '../../lib/content-kinds/index.js';

/** A post of the neighbourhood feed or of a group; a private group's only its members may report. */
export const postContentKind: ContentKind = {
  type: 'post',
  table: 'posts',
  label: 'post',
  find: findByStatement(
    (id) => sql<ContentRow>`SELECT p.author_id, p.hidden_at, p.content AS text,
      coalesce('Group: ' || g.name, nullif(concat_ws(', ', nullif(p.location_suburb, ''), nullif(p.location_city, '')), ''), 'Neighbourhood feed') AS context,
      p.created_at, NOT p.local AS private_content, false AS pending
    FROM posts p LEFT JOIN groups g ON g.id = p.group_id WHERE p.id = ${id}::uuid`,
  ),
  url: (id) => `/dashboard/post/${id}`,
  inPublicLog: true,
  visibleTo: async (db, item, viewerId) =>
    !item.privateContent || (await mayAccess(db, { id: viewerId }, Permission.PostReport, item.id)).has(item.id),
  // Posts of the neighbourhood feed only (`local`: never a private group's), none of someone the viewer muted.
  search: {
    type: 'posts',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT p.id, p.content AS title, u.first_name || ' ' || u.last_name AS subtitle,
        NULL::text AS image_key, p.created_at
      FROM posts p JOIN users u ON u.id = p.author_id
      WHERE p.local AND p.search_vector @@ websearch_to_tsquery('english', ${q})
        AND p.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'p.author_id')}
        AND ${notMutedBy(viewerId, 'p.author_id')}`,
    path: (id) => `/dashboard/post/${id}`,
    titlePreview: 120,
  },
};
