import { sql } from 'kysely';
import { findPostAccess } from '../../lib/groups/group-access.js';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

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
    !item.privateContent || ((await findPostAccess(db, item.id, viewerId))?.readable ?? false),
};
