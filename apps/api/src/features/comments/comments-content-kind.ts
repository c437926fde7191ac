import { sql } from 'kysely';
import { mayAccess, Permission } from '../../lib/access/index.js';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

/** A comment, read with the start of its post; on a private group's post only members may report it. */
export const commentContentKind: ContentKind = {
  type: 'comment',
  table: 'comments',
  label: 'comment',
  find: findByStatement(
    (id) => sql<ContentRow>`SELECT c.author_id, c.hidden_at, c.content AS text,
      'On the post: ' || left(p.content, 120) AS context, c.created_at,
      NOT p.local AS private_content, false AS pending
    FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = ${id}::uuid`,
  ),
  url: () => null,
  inPublicLog: true,
  visibleTo: async (db, item, viewerId) =>
    !item.privateContent || (await mayAccess(db, { id: viewerId }, Permission.CommentReport, item.id)).has(item.id),
};
