// Direct messages as other features see them (decision 0031): the notification stream reads a new
// message and the unread counts for each open tab, moderation reads a reported message with its
// conversation's recent messages; features never import each other, so those reads live here.
import { sql, type Kysely } from 'kysely';
import { MessageLimits, type Message, type MessageUnread } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { UrlFor } from '../storage/index.js';

export interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string | null;
  body: string;
  deleted_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  /** `[{ display_key, thumbnail_key, width, height }]` in position order. */
  media: MediaRow[] | null;
}

interface MediaRow {
  display_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
}

/** The columns of a message and its photos (one JSON aggregate, no second statement). */
export const messageColumns = sql<MessageRow>`m.id, m.conversation_id, m.seq, m.sender_id, m.body, m.deleted_at,
  m.hidden_at, m.created_at,
  (SELECT json_agg(json_build_object('display_key', mm.display_key, 'thumbnail_key', mm.thumbnail_key,
      'width', mm.width, 'height', mm.height) ORDER BY mm.position)
     FROM message_media mm WHERE mm.message_id = m.id) AS media`;

/**
 * A message as `viewerId` sees it: deleted ones are 'Message deleted' (no text, no photos) for
 * both; hidden by moderators, empty for the recipient and marked for its sender. Photos are
 * private: signed URLs only (decision 0022).
 */
export function presentMessage(row: MessageRow, viewerId: string, urlFor: UrlFor): Message {
  const mine = row.sender_id !== null && row.sender_id === viewerId;
  const deleted = row.deleted_at !== null;
  const removed = row.hidden_at !== null;
  const shown = !deleted && (!removed || mine);
  return {
    _id: row.id,
    id: row.id,
    conversation_id: row.conversation_id,
    seq: Number(row.seq),
    sender_id: row.sender_id,
    mine,
    text: shown ? row.body : '',
    photos: shown
      ? (row.media ?? []).map((media) => ({
          url: urlFor(media.display_key, 'private'),
          thumbnail_url: urlFor(media.thumbnail_key, 'private'),
          width: media.width,
          height: media.height,
        }))
      : [],
    deleted,
    removed,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One message, if `viewerId` is a participant of its conversation (else undefined). */
export async function findMessageForMember(
  db: Kysely<DB>,
  messageId: string,
  viewerId: string,
): Promise<MessageRow | undefined> {
  const result = await sql<MessageRow>`SELECT ${messageColumns}
    FROM messages m
    JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = ${viewerId}::uuid
    WHERE m.id = ${messageId}::uuid`.execute(db);
  return result.rows[0];
}

/**
 * Which conversations a member sees where (decision 0031): accepted ones, and their own pending
 * or declined requests, in the inbox; requests waiting for them in 'requests'; declined ones they
 * received nowhere. Never a conversation across a block. `c`/`cm` are the aliases of
 * conversations and the member's conversation_members row.
 */
export function boxCondition(box: 'inbox' | 'requests', viewerId: string) {
  const notBlocked = sql`NOT EXISTS (
    SELECT 1 FROM conversation_members other
    JOIN user_blocks ub ON (ub.blocker_id = ${viewerId}::uuid AND ub.blocked_id = other.user_id)
                        OR (ub.blocked_id = ${viewerId}::uuid AND ub.blocker_id = other.user_id)
    WHERE other.conversation_id = c.id AND other.user_id <> ${viewerId}::uuid)`;
  if (box === 'inbox') {
    return sql<boolean>`(c.status = 'accepted' OR c.starter_id = ${viewerId}::uuid) AND ${notBlocked}`;
  }
  return sql<boolean>`c.status = 'request' AND c.starter_id IS DISTINCT FROM ${viewerId}::uuid AND ${notBlocked}`;
}

/**
 * The sidebar's and the bell's counts, in one statement: inbox conversations with messages the
 * member has not read (their own sends move their read position), and requests waiting for them.
 */
export async function countUnread(db: Kysely<DB>, userId: string): Promise<MessageUnread> {
  const result = await sql<{ unread: number; requests: number; in_bell: boolean | null }>`SELECT
      (SELECT count(*) FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
        WHERE cm.user_id = ${userId}::uuid AND c.last_seq > cm.last_read_seq AND ${boxCondition('inbox', userId)}) AS unread,
      (SELECT count(*) FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
        WHERE cm.user_id = ${userId}::uuid AND ${boxCondition('requests', userId)}) AS requests,
      (SELECT np.message_in_app FROM notification_preferences np WHERE np.user_id = ${userId}::uuid) AS in_bell`.execute(
    db,
  );
  const row = result.rows[0];
  return {
    unread_count: Number(row?.unread ?? 0),
    requests_count: Number(row?.requests ?? 0),
    in_bell: row?.in_bell ?? true,
  };
}

/** A member's read position as a message id (null: nothing read yet). */
export async function lastReadMessageId(
  db: Kysely<DB>,
  conversationId: string,
  userId: string,
): Promise<string | null | undefined> {
  const result = await sql<{ id: string | null }>`SELECT
      (SELECT m.id FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.seq = cm.last_read_seq) AS id
    FROM conversation_members cm WHERE cm.conversation_id = ${conversationId}::uuid AND cm.user_id = ${userId}::uuid`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? row.id : undefined;
}

/** Whether the user is one of the two participants of the message's conversation. */
export async function isMessageParticipant(db: Kysely<DB>, messageId: string, userId: string): Promise<boolean> {
  const result = await sql<{ one: number }>`SELECT 1 AS one FROM messages m
    JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = ${userId}::uuid
    WHERE m.id = ${messageId}::uuid`.execute(db);
  return result.rows.length > 0;
}

/**
 * A reported message for moderators: its sender, text, and the conversation's last
 * MessageLimits.reportContextMessages messages up to it as 'Name: text' lines (moderators only).
 */
export async function findReportedMessage(db: Kysely<DB>, messageId: string) {
  const target = (
    await sql<{
      sender_id: string | null;
      hidden_at: Date | null;
      body: string;
      deleted_at: Date | null;
      created_at: Date;
      conversation_id: string;
      seq: number;
    }>`SELECT sender_id, hidden_at, body, deleted_at, created_at, conversation_id, seq FROM messages WHERE id = ${messageId}::uuid`.execute(
      db,
    )
  ).rows[0];
  if (!target) return undefined;
  const context = await sql<{ name: string | null; body: string; deleted: boolean }>`SELECT
      trim(u.first_name || ' ' || u.last_name) AS name, m.body, m.deleted_at IS NOT NULL AS deleted
    FROM messages m LEFT JOIN users u ON u.id = m.sender_id
    WHERE m.conversation_id = ${target.conversation_id}::uuid AND m.seq <= ${target.seq}
    ORDER BY m.seq DESC LIMIT ${MessageLimits.reportContextMessages}`.execute(db);
  const lines = context.rows
    .reverse()
    .map((row) => `${row.name ?? 'Deleted account'}: ${row.deleted ? '(deleted)' : row.body}`);
  return {
    authorId: target.sender_id,
    hidden: target.hidden_at !== null,
    text: target.deleted_at ? '(deleted)' : target.body,
    context: `Direct message; the conversation's last ${lines.length} messages:\n${lines.join('\n')}`,
    createdAt: new Date(target.created_at),
  };
}

/**
 * Presence (decision 0031): an open notification stream marks its user seen when it opens, every
 * few minutes while open and when it closes, so 'not online for 10 minutes' is one column.
 */
export async function markSeen(db: Kysely<DB>, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ seen_at: at }).where('id', '=', userId).execute();
}

/** How often an open stream refreshes its user's presence (well inside the e-mail's 10 minutes). */
export const PRESENCE_REFRESH_MS = 4 * 60 * 1000;
