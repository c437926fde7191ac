import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readableBy } from '../blocks/index.js';
import { MEMBER_ROLES, MODERATOR_ROLES, postReadableBy } from '../groups/group-access.js';
import { Permission, type AccessViewer } from './permissions.js';

// One rule per permission: of `ids` (UUIDs, at least one), those the viewer may access, in one
// statement. The rules are the ones the features asked themselves before (decisions 0018, 0020,
// 0029); they live here so that a new route asks the same question, not a copy of it.

type Rule = (db: Kysely<DB>, viewer: AccessViewer, ids: readonly string[]) => Promise<{ id: string }[]>;

const posts = (db: Kysely<DB>, ids: readonly string[]) =>
  db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', 'in', [...ids]);

const groups = (db: Kysely<DB>, viewer: AccessViewer, ids: readonly string[]) =>
  db
    .selectFrom('groups')
    .leftJoin('group_members as m', (join) =>
      join.onRef('m.group_id', '=', 'groups.id').on('m.user_id', '=', viewer.id),
    )
    .select('groups.id')
    .where('groups.id', 'in', [...ids]);

/** A group hidden by moderation is gone for everyone but its owner (decision 0020). */
const groupNotHidden = sql<SqlBool>`(groups.hidden_at IS NULL OR m.role = 'owner')`;
const memberRoles = sql.join(MEMBER_ROLES.map((role) => sql.lit(role)));
const moderatorRoles = sql.join(MODERATOR_ROLES.map((role) => sql.lit(role)));

const organizations = (db: Kysely<DB>, ids: readonly string[]) =>
  db
    .selectFrom('organizations as o')
    .select('o.id')
    .where('o.id', 'in', [...ids]);

export const RULES: Record<Permission, Rule> = {
  [Permission.PostRead]: (db, viewer, ids) =>
    posts(db, ids)
      .where(postReadableBy(viewer.id))
      .where(readableBy(viewer.id, { hidden: 'posts.hidden_at', author: 'posts.author_id' }, viewer.moderator ?? false))
      .execute(),
  [Permission.PostComment]: (db, viewer, ids) =>
    posts(db, ids)
      .where(postReadableBy(viewer.id))
      .where(readableBy(viewer.id, { hidden: 'posts.hidden_at', author: 'posts.author_id' }))
      .execute(),
  [Permission.PostDelete]: (db, viewer, ids) =>
    posts(db, ids)
      .where(
        sql<SqlBool>`(posts.author_id = ${viewer.id}::uuid OR EXISTS (
          SELECT 1 FROM group_members gm
          WHERE gm.group_id = posts.group_id AND gm.user_id = ${viewer.id}::uuid AND gm.role IN (${moderatorRoles})))`,
      )
      .execute(),
  [Permission.CommentRead]: (db, viewer, ids) =>
    db
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select('comments.id')
      .where('comments.id', 'in', [...ids])
      .where(postReadableBy(viewer.id))
      .where(readableBy(viewer.id, { hidden: 'comments.hidden_at', author: 'comments.author_id' }))
      .execute(),
  [Permission.GroupRead]: (db, viewer, ids) =>
    groups(db, viewer, ids)
      .where(groupNotHidden)
      .where(sql<SqlBool>`(groups.visibility = 'public' OR m.role IS NOT NULL)`)
      .execute(),
  [Permission.GroupMembersRead]: (db, viewer, ids) =>
    groups(db, viewer, ids)
      .where(groupNotHidden)
      .where(sql<SqlBool>`(groups.visibility = 'public' OR m.role IN (${memberRoles}))`)
      .execute(),
  [Permission.GroupModerate]: (db, viewer, ids) =>
    groups(db, viewer, ids)
      .where(sql<SqlBool>`m.role IN (${moderatorRoles})`)
      .execute(),
  [Permission.OrganizationRead]: (db, viewer, ids) =>
    organizations(db, ids)
      .where(readableBy(viewer.id, { hidden: 'o.hidden_at', author: 'o.owner_id' }))
      .execute(),
  [Permission.OrganizationManage]: (db, viewer, ids) =>
    organizations(db, ids).where('o.owner_id', '=', viewer.id).execute(),
};
