import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

// What an archive holds (decision 0077), read for one account: its own rows only, and of other
// people no more than the account already sees (public names, messages of its own conversations).
// Secrets (password hash, tokens, push keys, the calendar feed's token) are never selected.

/** Someone's public name as the app shows it: their organization's name, else first and last. */
const publicName = (user: string) =>
  sql<string>`coalesce((SELECT business_name FROM organizations WHERE owner_id = ${sql.ref(`${user}.id`)} LIMIT 1), concat_ws(' ', ${sql.ref(`${user}.first_name`)}, ${sql.ref(`${user}.last_name`)}))`;

export async function profileOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'account_type',
      'role',
      'bio',
      'locale',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
      'location_lat',
      'location_lng',
      'avatar_key',
      'email_verified_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function settingsOf(db: Kysely<DB>, userId: string) {
  const [preferences, schedule, filters, keywords, blocked, muted] = await Promise.all([
    db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('notification_schedules')
      .select(['time_zone', 'quiet_start', 'quiet_end', 'digest'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('notification_filter_policies')
      .select(['filter_not_following', 'filter_new_accounts'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('rental_keywords').select(['keyword', 'created_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('user_blocks')
      .innerJoin('users as other', 'other.id', 'user_blocks.blocked_id')
      .select(['other.id as user_id', publicName('other').as('name'), 'user_blocks.created_at'])
      .where('user_blocks.blocker_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_mutes')
      .innerJoin('users as other', 'other.id', 'user_mutes.muted_id')
      .select(['other.id as user_id', publicName('other').as('name'), 'user_mutes.created_at'])
      .where('user_mutes.muter_id', '=', userId)
      .execute(),
  ]);
  const { user_id: _owner, ...notificationPreferences } = preferences ?? { user_id: userId };
  return {
    notification_preferences: preferences ? notificationPreferences : null,
    notification_schedule: schedule ?? null,
    notification_filters: filters ?? null,
    rental_keywords: keywords,
    blocked,
    muted,
  };
}

export async function postsOf(db: Kysely<DB>, userId: string) {
  const posts = await db
    .selectFrom('posts')
    .select([
      'id',
      'content',
      'group_id',
      'organization_id',
      'offer_ends_at',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
      'reaction_counts',
      'comments_count',
      'created_at',
      'updated_at',
    ])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const media = posts.length
    ? await db
        .selectFrom('post_media')
        .select(['post_id', 'position', 'display_key'])
        .where(
          'post_id',
          'in',
          posts.map((post) => post.id),
        )
        .orderBy('position')
        .execute()
    : [];
  return posts.map((post) => ({
    ...post,
    media_keys: media.filter((item) => item.post_id === post.id).map((item) => item.display_key),
  }));
}

export async function commentsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('comments')
    .select(['id', 'post_id', 'content', 'reaction_counts', 'created_at', 'updated_at'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function reactionsOf(db: Kysely<DB>, userId: string) {
  const [posts, comments] = await Promise.all([
    db.selectFrom('post_reactions').select(['post_id', 'kind', 'created_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('comment_reactions')
      .select(['comment_id', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return { on_posts: posts, on_comments: comments };
}

/** Whom the account follows by name; its followers as a count only (they chose nothing here). */
export async function followsOf(db: Kysely<DB>, userId: string) {
  const [following, followers] = await Promise.all([
    db
      .selectFrom('follows')
      .innerJoin('users as other', 'other.id', 'follows.followee_id')
      .select(['other.id as user_id', publicName('other').as('name'), 'follows.created_at'])
      .where('follows.follower_id', '=', userId)
      .orderBy('follows.created_at')
      .execute(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('followee_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { following, followers_count: Number(followers.count) };
}

export async function groupsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select([
      'groups.id',
      'groups.name',
      'groups.description',
      'groups.visibility',
      'group_members.role',
      'group_members.created_at as joined_at',
      // The cover is the owner's upload; a member's archive names the group only.
      sql<string | null>`CASE WHEN group_members.role = 'owner' THEN groups.cover_display_key END`.as('cover_key'),
    ])
    .where('group_members.user_id', '=', userId)
    .orderBy('group_members.created_at')
    .execute();
}

export async function eventsOf(db: Kysely<DB>, userId: string) {
  const [organized, rsvps] = await Promise.all([
    db
      .selectFrom('events')
      .select([
        'id',
        'title',
        'description',
        'starts_at',
        'ends_at',
        'all_day',
        'time_zone',
        'place_name',
        'place_address',
        'capacity',
        'status',
        'group_id',
        'organization_id',
        'visibility',
        'cover_display_key',
        'created_at',
      ])
      .where('organizer_id', '=', userId)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('event_rsvps')
      .innerJoin('events', 'events.id', 'event_rsvps.event_id')
      .select([
        'events.id as event_id',
        'events.title',
        'events.starts_at',
        'event_rsvps.status',
        'event_rsvps.waitlisted',
        'event_rsvps.created_at',
        'event_rsvps.updated_at',
      ])
      .where('event_rsvps.user_id', '=', userId)
      .orderBy('events.starts_at')
      .execute(),
  ]);
  return { organized, rsvps };
}

/**
 * The account's own conversations, with every message it can read there (sent and received, not
 * the deleted ones), the other side by public name. Nothing of conversations it is not in.
 */
export async function messagesOf(db: Kysely<DB>, userId: string) {
  const conversations = await db
    .selectFrom('conversation_members as me')
    .innerJoin('conversations', 'conversations.id', 'me.conversation_id')
    .leftJoin('conversation_members as them', (join) =>
      join.onRef('them.conversation_id', '=', 'me.conversation_id').on('them.user_id', '<>', userId),
    )
    .leftJoin('users as other', 'other.id', 'them.user_id')
    .select([
      'conversations.id',
      'conversations.status',
      'conversations.subject_type',
      'conversations.subject_title',
      'conversations.created_at',
      'other.id as with_user_id',
      sql<string | null>`CASE WHEN other.id IS NULL THEN NULL ELSE ${publicName('other')} END`.as('with_name'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('conversations.created_at')
    .execute();
  if (conversations.length === 0) return [];
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'seq', 'sender_id', 'body', 'created_at'])
    .where(
      'conversation_id',
      'in',
      conversations.map((conversation) => conversation.id),
    )
    .where('deleted_at', 'is', null)
    .orderBy('conversation_id')
    .orderBy('seq')
    .execute();
  const ownIds = messages.filter((message) => message.sender_id === userId).map((message) => message.id);
  const media = ownIds.length
    ? await db
        .selectFrom('message_media')
        .select(['message_id', 'display_key'])
        .where('message_id', 'in', ownIds)
        .orderBy('position')
        .execute()
    : [];
  return conversations.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((message) => message.conversation_id === conversation.id)
      .map(({ conversation_id: _c, sender_id, ...message }) => ({
        ...message,
        from_me: sender_id === userId,
        // Only the photos the account sent: the others' are theirs to take away.
        media_keys: media.filter((item) => item.message_id === message.id).map((item) => item.display_key),
      })),
  }));
}
