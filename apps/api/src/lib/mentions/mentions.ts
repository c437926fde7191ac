// '@First Last' mentions in posts and comments (issue 18), shared by the posts and comments
// features: who may be mentioned, the one-time notification, and the names a text still holds.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { Limits, MAX_MENTIONS, textPreview, type Mention } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { notBlockedBetween } from '../blocks/index.js';
import type { TrustSettings } from '../trust/index.js';
import { createNotifications, type CreatedNotifications } from '../notifications/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '@First Last' as it stands in a text, compared without case and with white space folded. */
const handleOf = (person: { first_name: string; last_name: string }) =>
  `@${person.first_name} ${person.last_name}`.replace(/\s+/g, ' ').toLowerCase();
const folded = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Whether the text still names the person ('@Ada Obi'), so a mention counts or shows. */
export function textMentions(text: string, person: { first_name: string; last_name: string }): boolean {
  return folded(text).includes(handleOf(person));
}

/** The mentioned people of a post, for its one statement (a primary-key probe per post). */
export function postMentionsColumn(eb: ExpressionBuilder<DB, 'posts'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('post_mentions')
      .innerJoin('users as mu', 'mu.id', 'post_mentions.user_id')
      .select(['mu.id', 'mu.first_name', 'mu.last_name'])
      .whereRef('post_mentions.post_id', '=', 'posts.id')
      .orderBy('post_mentions.created_at'),
  ).as('mentions');
}

/** The mentioned people of a comment, the same way. */
export function commentMentionsColumn(eb: ExpressionBuilder<DB, 'comments'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('comment_mentions')
      .innerJoin('users as mu', 'mu.id', 'comment_mentions.user_id')
      .select(['mu.id', 'mu.first_name', 'mu.last_name'])
      .whereRef('comment_mentions.comment_id', '=', 'comments.id')
      .orderBy('comment_mentions.created_at'),
  ).as('mentions');
}

/** The mentions a text still holds (an edit may have dropped some; the rows stay, so no second notice). */
export function presentMentions(text: string, rows: readonly Mention[] | null | undefined): Mention[] {
  return (rows ?? [])
    .filter((row) => textMentions(text, row))
    .map((row) => ({ id: row.id, first_name: row.first_name, last_name: row.last_name }));
}

export interface MentionEvent {
  /** The post, or the comment and its post. */
  item: { type: 'post'; id: string } | { type: 'comment'; id: string };
  postId: string;
  authorId: string;
  text: string;
  /** What the composer's typeahead chose. */
  candidateIds: readonly string[];
  at: Date;
  /** The instance's trust settings: a new account's mentions wait in filtered boxes (decision 0069). */
  filterWith?: TrustSettings;
}

/**
 * Inside the item's transaction: keeps the mentions that fit — an account whose '@First Last'
 * the text holds, not the author, not blocked either way, and able to read the post (a private
 * group's: its members) — and notifies those mentioned in this item for the first time.
 */
export async function recordMentions(db: Kysely<DB>, event: MentionEvent): Promise<CreatedNotifications | undefined> {
  const ids = [...new Set(event.candidateIds.filter((id) => UUID.test(id) && id !== event.authorId))].slice(
    0,
    MAX_MENTIONS,
  );
  if (ids.length === 0) return undefined;
  const people = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.id', 'in', ids)
    .where('u.email_verified_at', 'is not', null)
    .where('u.banned_at', 'is', null)
    .where(notBlockedBetween(event.authorId, 'u.id'))
    // Readable by them: a post outside private groups, or they are a member of its group.
    .where(
      sql<boolean>`EXISTS (
        SELECT 1 FROM posts p
        LEFT JOIN group_members gm ON gm.group_id = p.group_id AND gm.user_id = u.id AND gm.role <> 'pending'
        WHERE p.id = ${event.postId}::uuid AND (p.local OR gm.user_id IS NOT NULL))`,
    )
    .execute();
  const mentioned = people.filter((person) => textMentions(event.text, person)).map((person) => person.id);
  if (mentioned.length === 0) return undefined;
  const fresh =
    event.item.type === 'post'
      ? await db
          .insertInto('post_mentions')
          .values(mentioned.map((userId) => ({ post_id: event.item.id, user_id: userId, created_at: event.at })))
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .execute()
      : await db
          .insertInto('comment_mentions')
          .values(mentioned.map((userId) => ({ comment_id: event.item.id, user_id: userId, created_at: event.at })))
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .execute();
  if (fresh.length === 0) return undefined;
  return createNotifications(db, {
    recipientIds: fresh.map((row) => row.user_id),
    kind: 'mention',
    actorId: event.authorId,
    subject: { type: 'post', id: event.postId, title: textPreview(event.text, Limits.activityTitleLength) },
    at: event.at,
    ...(event.filterWith ? { filterWith: event.filterWith } : {}),
  });
}
