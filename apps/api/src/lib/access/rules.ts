import { sql, type Expression, type SqlBool } from 'kysely';
import { notBlockedBetween, readableBy, visibleToViewer } from '../blocks/index.js';
import { MEMBER_ROLES, MODERATOR_ROLES, postReadableBy } from '../groups/group-access.js';
import { Permission, type AccessViewer } from './permissions.js';

// One rule per permission, written once as a condition on the thing's own table (in scope under
// its own name: `posts`, `comments`, `groups`, `organizations`, `events`). `mayAccess` asks it for
// many ids in one statement; a detail query that reads the row puts the same condition in its
// WHERE (`accessCondition`), so reading the row and asking the rule stay one statement. The rules
// are the ones the features asked themselves before (decisions 0018, 0019, 0020, 0029).

export type AccessTable = 'posts' | 'comments' | 'groups' | 'organizations' | 'events' | 'marketplace_items';

export interface Rule {
  table: AccessTable;
  where: (viewer: AccessViewer) => Expression<SqlBool>;
}

const memberRoles = sql.join(MEMBER_ROLES.map((role) => sql.lit(role)));
const moderatorRoles = sql.join(MODERATOR_ROLES.map((role) => sql.lit(role)));

/** The viewer's row in the group `groupRef` (a column such as `groups.id`) has one of `roles`. */
const hasGroupRole = (viewer: AccessViewer, groupRef: string, roles: ReturnType<typeof sql.join>) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM group_members gm
    WHERE gm.group_id = ${sql.ref(groupRef)} AND gm.user_id = ${viewer.id}::uuid AND gm.role IN (${roles}))`;

/** Any row of the viewer's in the group, a pending request included. */
const hasGroupRow = (viewer: AccessViewer) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM group_members gm
    WHERE gm.group_id = groups.id AND gm.user_id = ${viewer.id}::uuid)`;

/** A group hidden by moderation is gone for everyone but its owner (decision 0020). */
const groupNotHidden = (viewer: AccessViewer) =>
  sql<SqlBool>`(groups.hidden_at IS NULL OR EXISTS (SELECT 1 FROM group_members gm
    WHERE gm.group_id = groups.id AND gm.user_id = ${viewer.id}::uuid AND gm.role = 'owner'))`;

const postReadable = (viewer: AccessViewer, moderator: boolean) =>
  sql<SqlBool>`(${postReadableBy(viewer.id)} AND ${readableBy(
    viewer.id,
    { hidden: 'posts.hidden_at', author: 'posts.author_id' },
    moderator,
  )})`;

export const RULES: Record<Permission, Rule> = {
  [Permission.PostRead]: { table: 'posts', where: (viewer) => postReadable(viewer, viewer.moderator ?? false) },
  [Permission.PostComment]: { table: 'posts', where: (viewer) => postReadable(viewer, false) },
  [Permission.PostReport]: { table: 'posts', where: (viewer) => postReadableBy(viewer.id) },
  [Permission.PostDelete]: {
    table: 'posts',
    where: (viewer) =>
      sql<SqlBool>`(posts.author_id = ${viewer.id}::uuid OR ${hasGroupRole(viewer, 'posts.group_id', moderatorRoles)})`,
  },
  [Permission.CommentRead]: {
    table: 'comments',
    where: (viewer) =>
      sql<SqlBool>`(EXISTS (SELECT 1 FROM posts WHERE posts.id = comments.post_id AND ${postReadableBy(viewer.id)})
        AND ${readableBy(viewer.id, { hidden: 'comments.hidden_at', author: 'comments.author_id' })})`,
  },
  [Permission.CommentReport]: {
    table: 'comments',
    where: (viewer) =>
      sql<SqlBool>`EXISTS (SELECT 1 FROM posts WHERE posts.id = comments.post_id AND ${postReadableBy(viewer.id)})`,
  },
  [Permission.GroupRead]: {
    table: 'groups',
    where: (viewer) =>
      sql<SqlBool>`(${groupNotHidden(viewer)} AND (groups.visibility = 'public' OR ${hasGroupRow(viewer)}))`,
  },
  [Permission.GroupMembersRead]: {
    table: 'groups',
    where: (viewer) =>
      sql<SqlBool>`(${groupNotHidden(viewer)}
        AND (groups.visibility = 'public' OR ${hasGroupRole(viewer, 'groups.id', memberRoles)}))`,
  },
  [Permission.GroupModerate]: {
    table: 'groups',
    where: (viewer) => hasGroupRole(viewer, 'groups.id', moderatorRoles),
  },
  [Permission.OrganizationRead]: {
    table: 'organizations',
    where: (viewer) => readableBy(viewer.id, { hidden: 'organizations.hidden_at', author: 'organizations.owner_id' }),
  },
  [Permission.OrganizationManage]: {
    table: 'organizations',
    where: (viewer) => sql<SqlBool>`organizations.owner_id = ${viewer.id}::uuid`,
  },
  [Permission.EventRead]: {
    table: 'events',
    where: (viewer) =>
      sql<SqlBool>`((events.open OR events.organizer_id = ${viewer.id}::uuid
          OR ${hasGroupRole(viewer, 'events.group_id', memberRoles)})
        AND ${visibleToViewer(viewer.id, 'events.hidden_at', 'events.organizer_id')}
        AND ${notBlockedBetween(viewer.id, 'events.organizer_id')})`,
  },
  [Permission.MarketplaceItemRead]: {
    table: 'marketplace_items',
    where: (viewer) =>
      sql<SqlBool>`(marketplace_items.seller_id = ${viewer.id}::uuid OR (marketplace_items.status <> 'withdrawn'
        AND marketplace_items.hidden_at IS NULL AND ${notBlockedBetween(viewer.id, 'marketplace_items.seller_id')}))`,
  },
};
