// Group membership: rows with roles, the member lists and who would take over an owner's groups.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB, GroupRole } from '../../db/schema.js';
import { visibleTo } from '../../lib/access/index.js';

export async function findMembership(
  db: Kysely<DB>,
  groupId: string,
  userId: string,
): Promise<{ role: GroupRole } | undefined> {
  return db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertMembership(
  db: Kysely<DB>,
  values: { groupId: string; userId: string; role: GroupRole; at: Date },
): Promise<void> {
  await db
    .insertInto('group_members')
    .values({ group_id: values.groupId, user_id: values.userId, role: values.role, created_at: values.at })
    .execute();
}

export async function setMemberRole(
  db: Kysely<DB>,
  groupId: string,
  userId: string,
  role: GroupRole,
  at?: Date,
): Promise<void> {
  await db
    .updateTable('group_members')
    .set({ role, ...(at ? { created_at: at } : {}) })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMembership(db: Kysely<DB>, groupId: string, userId: string): Promise<void> {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
}

/** The people with one of the roles (for notifications): one indexed range. */
export async function listMemberIds(db: Kysely<DB>, groupId: string, roles: readonly GroupRole[]): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('role', 'in', [...roles])
    .execute();
  return rows.map((row) => row.user_id);
}

/** A membership row with its person's public author columns (the presenter's MemberRow). */
function withMemberColumns<O>(query: SelectQueryBuilder<DB, 'group_members', O>) {
  return query
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'group_members.role',
      'group_members.created_at',
      'users.id as author_id',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
      'users.avatar_thumbnail_key as author_avatar_key',
    ]);
}

/** One member of a group, or undefined. */
export function findMember(db: Kysely<DB>, groupId: string, userId: string) {
  return withMemberColumns(
    db
      .selectFrom('group_members')
      .where('group_members.group_id', '=', groupId)
      .where('group_members.user_id', '=', userId),
  ).executeTakeFirst();
}

/**
 * Members (owner, admins, members: owner first, then by joining) or pending requests (oldest
 * first), as `viewerId` may see them: nobody on either side of a block with the viewer. A member
 * row is a profile card (name, picture, link), and profiles are 404 across a block both ways
 * (decision 0020, "every list ... leaves out content across a block"); the total counts alike.
 */
export async function listMembers(
  db: Kysely<DB>,
  groupId: string,
  viewerId: string,
  status: 'active' | 'pending',
  page: { limit: number; offset: number },
) {
  const roles: GroupRole[] = status === 'pending' ? ['pending'] : ['owner', 'admin', 'member'];
  const base = db
    .selectFrom('group_members')
    .where('group_members.group_id', '=', groupId)
    .where('group_members.role', 'in', roles)
    .where(visibleTo(viewerId, { author: 'group_members.user_id' }));
  const [rows, count] = await Promise.all([
    withMemberColumns(base)
      .orderBy(sql`CASE group_members.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`)
      .orderBy('group_members.created_at')
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

/** The groups a person owns, with who would take each over (the longest-standing admin, else member). */
export async function ownedGroupsWithHeirs(
  db: Kysely<DB>,
  ownerId: string,
): Promise<{ group_id: string; heir_id: string | null }[]> {
  const result = await sql<{ group_id: string; heir_id: string | null }>`
    SELECT g.group_id, (
      SELECT m.user_id FROM group_members m
      WHERE m.group_id = g.group_id AND m.role IN ('admin', 'member')
      ORDER BY (m.role = 'admin') DESC, m.created_at, m.user_id
      LIMIT 1
    ) AS heir_id
    FROM group_members g
    WHERE g.user_id = ${ownerId}::uuid AND g.role = 'owner'`.execute(db);
  return result.rows;
}
