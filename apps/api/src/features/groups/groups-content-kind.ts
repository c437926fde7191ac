import { sql } from 'kysely';
import {
  containsPattern,
  findByStatement,
  type ContentKind,
  type ContentRow,
  type SearchRow,
} from '../../lib/content-kinds/index.js';

/** A group's page; its author is its owner, and a private group only its members may report. */
export const groupContentKind: ContentKind = {
  type: 'group',
  table: 'groups',
  label: 'group',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT (SELECT m.user_id FROM group_members m WHERE m.group_id = g.id AND m.role = 'owner') AS author_id,
      g.hidden_at, trim(g.name || E'\n' || g.description) AS text,
      initcap(g.visibility) || ' group' AS context, g.created_at,
      g.visibility = 'private' AS private_content, false AS pending
    FROM groups g WHERE g.id = ${id}::uuid`,
  ),
  url: () => null,
  inPublicLog: true,
  async visibleTo(db, item, viewerId) {
    if (!item.privateContent) return true;
    const member = await db
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', item.id)
      .where('user_id', '=', viewerId)
      .executeTakeFirst();
    return member !== undefined;
  },
  // Public groups and the private ones the viewer belongs to.
  search: {
    type: 'groups',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT g.id, g.name AS title,
        CASE WHEN g.visibility = 'private' THEN 'Private group' ELSE 'Public group' END AS subtitle,
        g.cover_thumbnail_key AS image_key, g.created_at
      FROM groups g
      WHERE (g.name ILIKE ${containsPattern(q)} OR g.description ILIKE ${containsPattern(q)}) AND g.hidden_at IS NULL
        AND (g.visibility = 'public' OR EXISTS (
          SELECT 1 FROM group_members m
          WHERE m.group_id = g.id AND m.user_id = ${viewerId}::uuid AND m.role <> 'pending'))`,
    path: (id) => `/dashboard/groups/${id}`,
  },
};
