import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

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
};
