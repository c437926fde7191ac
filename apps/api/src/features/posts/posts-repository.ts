import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { accessCondition, Permission } from '../../lib/access/index.js';
import { postMentionsColumn } from '../../lib/mentions/mentions.js';
import type { Location, ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { viewerPostReaction } from '../../lib/reactions/reactions.js';

// SQL of posts: the columns of a presented post, one post, and writing posts. Feed pages and
// counts are in feed-segments-repository.ts.

/**
 * The columns of a presented post, with its author, its reaction counts, the viewer's own reaction
 * and its newest comment (issue 18): all in the one statement, each an indexed lookup per post
 * (comments_post_newest, the reactions' primary key), never a statement per post. An organization's
 * update (issue 19) carries the organization's name and logo, joined in the same statement.
 */
export function postColumns(db: Kysely<DB>, viewerId: string | null) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .leftJoin('groups', 'groups.id', 'posts.group_id')
    .leftJoin('organizations as post_org', 'post_org.id', 'posts.organization_id')
    .select([
      'posts.id',
      'posts.local',
      'groups.id as group_id',
      'groups.name as group_name',
      'groups.visibility as group_visibility',
      'posts.content',
      'posts.location_suburb',
      'posts.location_city',
      'posts.location_state',
      'posts.location_country',
      'posts.comments_count',
      'posts.created_at',
      'posts.updated_at',
      'posts.hidden_at',
      'users.id as author_id',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
      'users.avatar_thumbnail_key as author_avatar_key',
      'posts.reaction_counts',
      'post_org.id as organization_id',
      'post_org.business_name as organization_name',
      'post_org.logo_thumbnail_key as organization_logo_key',
      'posts.offer_ends_at',
    ])
    .select((eb) => [
      // A page shared by readers reads no one's reaction: feed-service fills in each reader's.
      (viewerId === null ? sql<ReactionKind | null>`NULL` : viewerPostReaction(viewerId)).as('viewer_reaction'),
      jsonObjectFrom(
        eb
          .selectFrom('comments')
          .innerJoin('users as cu', 'cu.id', 'comments.author_id')
          .select([
            'comments.id',
            'comments.content',
            'comments.created_at',
            'cu.id as author_id',
            'cu.first_name as author_first_name',
            'cu.last_name as author_last_name',
            'cu.avatar_thumbnail_key as author_avatar_key',
          ])
          .whereRef('comments.post_id', '=', 'posts.id')
          // Moderated comments are nobody's preview (a comment by someone blocked is cut per reader).
          .where('comments.hidden_at', 'is', null)
          .orderBy('comments.created_at', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(1),
      ).as('latest_comment'),
      postMentionsColumn(eb),
    ]);
}

export type PostRow = NonNullable<Awaited<ReturnType<ReturnType<typeof postColumns>['executeTakeFirst']>>>;

/** One image of a post as a feed page carries it (in order, inline with its post). */
export interface InlineMediaRow {
  display_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
}

export type FeedRow = PostRow & { media: InlineMediaRow[] };

/** Posts as every reader shares them (no reader's own reaction), for the feed page store (decision 0071). */
export function readSharedPosts(db: Kysely<DB>, postIds: readonly string[]): Promise<FeedRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return postColumns(db, null)
    .select(inlineMedia)
    .where('posts.id', 'in', [...postIds])
    .execute();
}
/** A post's images in their order, as a JSON column of its row (never one more statement per post). */
export function inlineMedia(eb: ExpressionBuilder<DB, 'posts'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('post_media')
      .select(['post_media.display_key', 'post_media.thumbnail_key', 'post_media.width', 'post_media.height'])
      .whereRef('post_media.post_id', '=', 'posts.id')
      .orderBy('post_media.position'),
  ).as('media');
}

/** One post's row with its images inline: one statement. */
function postWithMedia(db: Kysely<DB>, id: string, viewerId: string) {
  return postColumns(db, viewerId).select(inlineMedia).where('posts.id', '=', id);
}

/**
 * One post as the viewer may read it, with its images, in one statement (it was four: access,
 * blocks, row, images): a private group's post to its members only, nothing across a block either
 * way, a hidden post to its author (and, with `moderator`, to moderators).
 */
export function findReadablePost(
  db: Kysely<DB>,
  id: string,
  viewerId: string,
  moderator: boolean,
): Promise<FeedRow | undefined> {
  return postWithMedia(db, id, viewerId)
    .where(accessCondition(Permission.PostRead, { id: viewerId, moderator }))
    .executeTakeFirst();
}

/** One post with its images, whoever may read it (its author, just after writing it). */
export function findPost(db: Kysely<DB>, id: string, viewerId: string): Promise<FeedRow | undefined> {
  return postWithMedia(db, id, viewerId).executeTakeFirst();
}

export interface PostMediaRow {
  post_id: string;
  display_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
}

export async function insertPost(
  db: Kysely<DB>,
  values: {
    authorId: string;
    content: string;
    area: Location;
    at: Date;
    /** The group it is written in, and whether it joins the neighbourhood feed (public group). */
    group?: { id: string; local: boolean };
  },
): Promise<string> {
  const row = await db
    .insertInto('posts')
    .values({
      group_id: values.group?.id ?? null,
      local: values.group?.local ?? true,
      author_id: values.authorId,
      content: values.content,
      location_suburb: values.area.suburb,
      location_city: values.area.city,
      location_state: values.area.state,
      location_country: values.area.country,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPostMedia(
  db: Kysely<DB>,
  postId: string,
  media: readonly { display_key: string; thumbnail_key: string; width: number; height: number }[],
): Promise<void> {
  if (media.length === 0) return;
  await db
    .insertInto('post_media')
    .values(media.map((item, position) => ({ post_id: postId, position, ...item })))
    .execute();
}

/** Updates the content of the author's own post; undefined when there is no such post of theirs. */
export async function updatePostContent(
  db: Kysely<DB>,
  id: string,
  authorId: string,
  content: string,
  at: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('posts')
    .set({ content, updated_at: at })
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Deletes a post (its comments and media rows go with it by cascade; the caller checked who may)
 * and returns its area, whether it was counted in the area counters, and the storage keys of its
 * files, or undefined when there is no such post.
 */
export async function deletePostRow(
  db: Kysely<DB>,
  id: string,
): Promise<{ area: Location; local: boolean; keys: string[] } | undefined> {
  const media = await db
    .selectFrom('post_media')
    .select(['display_key', 'thumbnail_key'])
    .where('post_id', '=', id)
    .execute();
  const row = await db
    .deleteFrom('posts')
    .where('id', '=', id)
    .returning(['location_suburb', 'location_city', 'location_state', 'location_country', 'local'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    local: row.local,
    area: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    keys: media.flatMap((item) => [item.display_key, item.thumbnail_key]),
  };
}
