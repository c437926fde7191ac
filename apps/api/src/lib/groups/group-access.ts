import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB, GroupRole } from '../../db/schema.js';

// Who may read and moderate group content (issue 15, decision 0018). Shared by posts, comments and
// groups, so every route asks the same question the same way.

/** Roles that count as belonging to a group (a pending request does not). */
export const MEMBER_ROLES: readonly GroupRole[] = ['owner', 'admin', 'member'];
/** Roles that moderate: edit the group, approve requests, remove members, posts and comments. */
export const MODERATOR_ROLES: readonly GroupRole[] = ['owner', 'admin'];

export const isMemberRole = (role: GroupRole | null | undefined): boolean =>
  role !== null && role !== undefined && MEMBER_ROLES.includes(role);
export const isModeratorRole = (role: GroupRole | null | undefined): boolean =>
  role !== null && role !== undefined && MODERATOR_ROLES.includes(role);

/** The caller's role in a group, or null (no row, or no such group). */
export async function findGroupRole(db: Kysely<DB>, groupId: string, userId: string): Promise<GroupRole | null> {
  const row = await db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * A condition on `posts` (in scope as `posts`): the viewer may read the post. Every post of the
 * neighbourhood feed and of public groups is `local`; a private group's post only to its members.
 */
export function postReadableBy(viewerId: string): Expression<SqlBool> {
  return sql<SqlBool>`(posts.local OR EXISTS (
    SELECT 1 FROM group_members gm
    WHERE gm.group_id = posts.group_id AND gm.user_id = ${viewerId}::uuid AND gm.role <> 'pending'))`;
}

/** A group as posting into it needs it: its name and visibility, and the author's role. */
export interface PostingGroup {
  id: string;
  name: string;
  visibility: 'public' | 'private';
  role: GroupRole | null;
}

export async function findPostingGroup(
  db: Kysely<DB>,
  groupId: string,
  userId: string,
): Promise<PostingGroup | undefined> {
  const row = await db
    .selectFrom('groups')
    .leftJoin('group_members as m', (join) => join.onRef('m.group_id', '=', 'groups.id').on('m.user_id', '=', userId))
    .select(['groups.id', 'groups.name', 'groups.visibility', 'm.role'])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, visibility: row.visibility, role: row.role ?? null } : undefined;
}

/** The members to tell of a new post (everyone who belongs, never pending requests). */
export async function listGroupMemberIds(db: Kysely<DB>, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('role', 'in', [...MEMBER_ROLES])
    .execute();
  return rows.map((row) => row.user_id);
}

/** Remembers a group's newest post, for "most active first". */
export async function touchGroupActivity(db: Kysely<DB>, groupId: string, at: Date): Promise<void> {
  await db.updateTable('groups').set({ last_post_at: at }).where('id', '=', groupId).execute();
}
