import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB, GroupVisibility } from '../../db/schema.js';
import { accessCondition, Permission } from '../../lib/access/index.js';
import { takePostsOffAreaCounts } from '../../lib/area-counts/area-counters.js';

/** A group as the presenter needs it, with its member count and the viewer's role. */
function groupColumns(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('groups')
    .leftJoin('group_members as viewer', (join) =>
      join.onRef('viewer.group_id', '=', 'groups.id').on('viewer.user_id', '=', viewerId),
    )
    .select([
      'groups.id',
      'groups.name',
      'groups.description',
      'groups.visibility',
      'groups.location_suburb',
      'groups.location_city',
      'groups.location_state',
      'groups.location_country',
      'groups.cover_display_key',
      'groups.cover_thumbnail_key',
      'groups.cover_width',
      'groups.cover_height',
      'groups.invite_token',
      'groups.last_post_at',
      'groups.event_creators',
      'groups.created_at',
      'groups.updated_at',
      'groups.hidden_at',
      'viewer.role as viewer_role',
    ])
    .select(
      sql<number>`(SELECT count(*)::int FROM group_members m
        WHERE m.group_id = groups.id AND m.role <> 'pending')`.as('member_count'),
    );
}

export type GroupRow = NonNullable<Awaited<ReturnType<ReturnType<typeof groupColumns>['executeTakeFirst']>>>;

export function findGroup(db: Kysely<DB>, id: string, viewerId: string): Promise<GroupRow | undefined> {
  return groupColumns(db, viewerId).where('groups.id', '=', id).executeTakeFirst();
}

/** One group if the viewer may see its page (Permission.GroupRead), in one statement. */
export function findReadableGroup(db: Kysely<DB>, id: string, viewerId: string): Promise<GroupRow | undefined> {
  return groupColumns(db, viewerId)
    .where('groups.id', '=', id)
    .where(accessCondition(Permission.GroupRead, { id: viewerId }))
    .executeTakeFirst();
}

/** Locks the group's row for the rest of the transaction (membership changes, deletion). */
export async function lockGroup(
  db: Kysely<DB>,
  id: string,
): Promise<{ id: string; name: string; visibility: GroupVisibility } | undefined> {
  return db
    .selectFrom('groups')
    .select(['id', 'name', 'visibility'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A prefix query of the typed words ('gard' finds 'Garden Club'): only letters and digits reach
 * to_tsquery, so no input can make it fail. Undefined when nothing searchable is left.
 */
export function groupSearchQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, 8).map((word) => `${word}:*`);
  return terms.length > 0 ? terms.join(' & ') : undefined;
}

export interface GroupListFilter {
  viewerId: string;
  /** The viewer's city: the area list is that city's groups; a search ranks them first. */
  area: Location | null;
  search?: string;
  mine: boolean;
}

function filtered(db: Kysely<DB>, filter: GroupListFilter) {
  // A group hidden by moderation is listed for its owner only (decision 0020).
  let query = groupColumns(db, filter.viewerId).where(
    sql<SqlBool>`(groups.hidden_at IS NULL OR viewer.role = 'owner')`,
  );
  if (filter.mine) query = query.where('viewer.role', 'is not', null);
  if (filter.search !== undefined) {
    const tsquery = groupSearchQuery(filter.search);
    query = tsquery
      ? query.where(sql<SqlBool>`groups.search_vector @@ to_tsquery('simple', ${tsquery})`)
      : query.where(sql<SqlBool>`false`);
  } else if (!filter.mine) {
    // The area list shows a private group to its members only; others find it by search, by name
    // (docs/api.md, Groups), so browsing the list cannot harvest every private group's name.
    query = query.where(sql<SqlBool>`(groups.visibility = 'public' OR viewer.role IN ('owner', 'admin', 'member'))`);
  }
  if (filter.search === undefined && !filter.mine && filter.area && filter.area.city !== '') {
    query = query
      .where('groups.location_country', '=', filter.area.country)
      .where('groups.location_state', '=', filter.area.state)
      .where('groups.location_city', '=', filter.area.city);
  }
  return query;
}

/** A page of groups and the total: most active first (mine: newest joined first). */
export async function listGroups(
  db: Kysely<DB>,
  filter: GroupListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GroupRow[]; total: number }> {
  let query = filtered(db, filter);
  if (filter.mine) {
    query = query.orderBy('viewer.created_at', 'desc');
  } else if (filter.search !== undefined && filter.area && filter.area.city !== '') {
    // A search reaches every area; the viewer's own city comes first.
    query = query.orderBy(
      sql`(groups.location_country, groups.location_state, groups.location_city) = (${filter.area.country}, ${filter.area.state}, ${filter.area.city})`,
      'desc',
    );
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy(sql`groups.last_post_at DESC NULLS LAST`)
      .orderBy('groups.created_at', 'desc')
      .orderBy('groups.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface NewGroup {
  name: string;
  description: string;
  visibility: GroupVisibility;
  area: Location;
  cover: { display: string; thumbnail: string; width: number; height: number } | null;
  ownerId: string;
  at: Date;
}

/** The group and its owner's membership. */
export async function insertGroup(db: Kysely<DB>, group: NewGroup): Promise<string> {
  const row = await db
    .insertInto('groups')
    .values({
      name: group.name,
      description: group.description,
      visibility: group.visibility,
      location_suburb: group.area.suburb,
      location_city: group.area.city,
      location_state: group.area.state,
      location_country: group.area.country,
      cover_display_key: group.cover?.display ?? null,
      cover_thumbnail_key: group.cover?.thumbnail ?? null,
      cover_width: group.cover?.width ?? null,
      cover_height: group.cover?.height ?? null,
      created_at: group.at,
      updated_at: group.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('group_members')
    .values({ group_id: row.id, user_id: group.ownerId, role: 'owner', created_at: group.at })
    .execute();
  return row.id;
}

export interface GroupChange {
  name?: string;
  description?: string;
  eventCreators?: 'members' | 'admins';
  /** A new cover, or null to remove it; undefined leaves it. */
  cover?: NewGroup['cover'];
  at: Date;
}

/** Applies the change and returns the storage keys of a replaced or removed cover. */
export async function updateGroup(db: Kysely<DB>, id: string, change: GroupChange): Promise<string[]> {
  const before = await db
    .selectFrom('groups')
    .select(['cover_display_key', 'cover_thumbnail_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('groups')
    .set({
      updated_at: change.at,
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.eventCreators !== undefined ? { event_creators: change.eventCreators } : {}),
      ...(change.cover !== undefined
        ? {
            cover_display_key: change.cover?.display ?? null,
            cover_thumbnail_key: change.cover?.thumbnail ?? null,
            cover_width: change.cover?.width ?? null,
            cover_height: change.cover?.height ?? null,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
  if (change.cover === undefined || !before) return [];
  return [before.cover_display_key, before.cover_thumbnail_key].filter((key): key is string => key !== null);
}

/**
 * Every stored file of the groups: their covers and the images of their posts (deleted after
 * the commit that removes the rows).
 */
export async function groupFileKeys(db: Kysely<DB>, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const covers = await db
    .selectFrom('groups')
    .select(['cover_display_key', 'cover_thumbnail_key'])
    .where('id', 'in', groupIds)
    .execute();
  const media = await db
    .selectFrom('post_media')
    .innerJoin('posts', 'posts.id', 'post_media.post_id')
    .select(['post_media.display_key', 'post_media.thumbnail_key'])
    .where('posts.group_id', 'in', groupIds)
    .execute();
  // The group's events (issue 16) go with it, and their covers.
  const eventCovers = await db
    .selectFrom('events')
    .select(['cover_display_key', 'cover_thumbnail_key'])
    .where('group_id', 'in', groupIds)
    .execute();
  return [
    ...covers.flatMap((row) => [row.cover_display_key, row.cover_thumbnail_key]),
    ...media.flatMap((row) => [row.display_key, row.thumbnail_key]),
    ...eventCovers.flatMap((row) => [row.cover_display_key, row.cover_thumbnail_key]),
  ].filter((key): key is string => key !== null);
}

/**
 * Deletes groups with their posts (comments, media rows and memberships cascade), their
 * notifications, and takes their public posts off the area counters. Returns nothing: the caller
 * collected the file keys first.
 */
export async function deleteGroups(db: Kysely<DB>, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  // The area counters count the feed's posts: a public group's posts leave them.
  await takePostsOffAreaCounts(db, sql<boolean>`group_id = ANY(${[...groupIds]}::uuid[])`);
  // Notifications about the groups, their posts and their events go with them (the events, their
  // answers and reminders by cascade).
  await sql`
    DELETE FROM notifications
    WHERE (subject_type = 'group' AND subject_id = ANY(${[...groupIds]}::uuid[]))
       OR (subject_type = 'post' AND subject_id IN (SELECT id FROM posts WHERE group_id = ANY(${[...groupIds]}::uuid[])))
       OR (subject_type = 'event' AND subject_id IN (SELECT id FROM events WHERE group_id = ANY(${[...groupIds]}::uuid[])))`.execute(
    db,
  );
  await db.deleteFrom('groups').where('id', 'in', groupIds).execute();
}

export async function setInviteToken(db: Kysely<DB>, id: string, token: string, at: Date): Promise<void> {
  await db.updateTable('groups').set({ invite_token: token, updated_at: at }).where('id', '=', id).execute();
}

export async function findGroupIdByInviteToken(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('id').where('invite_token', '=', token).executeTakeFirst();
  return row?.id;
}
