import { sql } from 'kysely';
import { findPostAccess } from '../../lib/groups/group-access.js';
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
  async visibleTo(db, item, viewerId) {
    if (!item.privateContent) return true;
    const comment = await db.selectFrom('comments').select('post_id').where('id', '=', item.id).executeTakeFirst();
    const access = comment ? await findPostAccess(db, comment.post_id, viewerId) : null;
    return access?.readable ?? false;
  },
};
