import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { boxCondition, messageColumns, type MessageRow } from '../../lib/messages/index.js';
import { subjectKinds } from './message-subjects.js';

export interface ConversationRow {
  id: string;
  starter_id: string | null;
  status: 'request' | 'accepted' | 'declined';
  subject_type: string | null;
  subject_id: string | null;
  subject_title: string | null;
  last_seq: number;
  last_message_at: Date;
  created_at: Date;
  my_last_read_seq: number;
  other_id: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_avatar_key: string | null;
  other_account_type: string | null;
  other_business_name: string | null;
  other_logo_key: string | null;
  other_last_read_message_id: string | null;
  unread_count: number;
  last_message: MessageRow | null;
}

/** The two accounts' pair key: one conversation per pair, whoever starts it. */
export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Everything a conversation shows to one member, in one statement per page: the other side (null
 * once deleted; an organization by its business name and logo), the last message, the member's
 * unread count and the other side's read receipt.
 */
function conversationSelect(viewerId: string) {
  return sql`c.id, c.starter_id, c.status, c.subject_type, c.subject_id, c.subject_title, c.last_seq,
    c.last_message_at, c.created_at, cm.last_read_seq AS my_last_read_seq,
    ou.id AS other_id, ou.first_name AS other_first_name, ou.last_name AS other_last_name,
    ou.avatar_thumbnail_key AS other_avatar_key, ou.account_type AS other_account_type,
    org.business_name AS other_business_name, org.logo_thumbnail_key AS other_logo_key,
    (SELECT rm.id FROM messages rm WHERE rm.conversation_id = c.id AND rm.seq = om.last_read_seq) AS other_last_read_message_id,
    (SELECT count(*) FROM messages um WHERE um.conversation_id = c.id AND um.seq > cm.last_read_seq
       AND um.deleted_at IS NULL AND um.sender_id IS DISTINCT FROM ${viewerId}::uuid) AS unread_count,
    (SELECT row_to_json(lm) FROM (SELECT ${messageColumns} FROM messages m
       WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) lm) AS last_message`;
}

function conversationFrom(viewerId: string) {
  return sql`conversation_members cm
    JOIN conversations c ON c.id = cm.conversation_id
    LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id <> ${viewerId}::uuid
    LEFT JOIN users ou ON ou.id = om.user_id
    LEFT JOIN organizations org ON org.owner_id = ou.id AND ou.account_type = 'organization'`;
}

export async function listConversations(
  db: Kysely<DB>,
  viewerId: string,
  box: 'inbox' | 'requests',
  limit: number,
  offset: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const [page, count] = await Promise.all([
    sql<ConversationRow>`SELECT ${conversationSelect(viewerId)} FROM ${conversationFrom(viewerId)}
      WHERE cm.user_id = ${viewerId}::uuid AND ${boxCondition(box, viewerId)}
      ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*) AS total FROM conversation_members cm
      JOIN conversations c ON c.id = cm.conversation_id
      WHERE cm.user_id = ${viewerId}::uuid AND ${boxCondition(box, viewerId)}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * One conversation of the viewer's (undefined when they are not a participant, or when either
 * side blocks the other: neither then sees it).
 */
export async function findConversation(
  db: Kysely<DB>,
  conversationId: string,
  viewerId: string,
): Promise<ConversationRow | undefined> {
  const result = await sql<ConversationRow>`SELECT ${conversationSelect(viewerId)} FROM ${conversationFrom(viewerId)}
    WHERE cm.user_id = ${viewerId}::uuid AND c.id = ${conversationId}::uuid
      AND (om.user_id IS NULL OR NOT EXISTS (SELECT 1 FROM user_blocks ub
        WHERE (ub.blocker_id = ${viewerId}::uuid AND ub.blocked_id = om.user_id)
           OR (ub.blocked_id = ${viewerId}::uuid AND ub.blocker_id = om.user_id)))`.execute(db);
  return result.rows[0];
}

/**
 * The state a write needs, the conversation's row locked until the transaction ends (one order),
 * with whether either side blocks the other.
 */
export async function lockConversation(trx: Kysely<DB>, conversationId: string, viewerId: string) {
  const result = await sql<{
    id: string;
    starter_id: string | null;
    status: 'request' | 'accepted' | 'declined';
    last_seq: number;
    other_id: string | null;
    blocked: boolean;
  }>`SELECT c.id, c.starter_id, c.status, c.last_seq, om.user_id AS other_id,
      (om.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM user_blocks ub
        WHERE (ub.blocker_id = ${viewerId}::uuid AND ub.blocked_id = om.user_id)
           OR (ub.blocked_id = ${viewerId}::uuid AND ub.blocker_id = om.user_id))) AS blocked
    FROM conversations c
    LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id <> ${viewerId}::uuid
    WHERE c.id = ${conversationId}::uuid
      AND EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = c.id AND cm.user_id = ${viewerId}::uuid)
    FOR UPDATE OF c`.execute(trx);
  const row = result.rows[0];
  return row ? { ...row, last_seq: Number(row.last_seq) } : undefined;
}

export async function findConversationIdByPair(db: Kysely<DB>, pairKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('conversations').select('id').where('pair_key', '=', pairKey).executeTakeFirst();
  return row?.id;
}

/** Creates the pair's conversation unless it exists (a unique key: fifty at once make one). */
export async function insertConversation(
  trx: Kysely<DB>,
  values: {
    pairKey: string;
    starterId: string;
    recipientId: string;
    status: 'request' | 'accepted';
    subject: { type: string; id: string; title: string } | null;
    at: Date;
  },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('conversations')
    .values({
      pair_key: values.pairKey,
      starter_id: values.starterId,
      status: values.status,
      subject_type: values.subject?.type ?? null,
      subject_id: values.subject?.id ?? null,
      subject_title: values.subject?.title ?? null,
      last_message_at: values.at,
      created_at: values.at,
    })
    .onConflict((oc) => oc.column('pair_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: row.id, user_id: values.starterId },
      { conversation_id: row.id, user_id: values.recipientId },
    ])
    .execute();
  return row.id;
}

export async function setSubject(
  trx: Kysely<DB>,
  conversationId: string,
  subject: { type: string; id: string; title: string },
): Promise<void> {
  await trx
    .updateTable('conversations')
    .set({ subject_type: subject.type, subject_id: subject.id, subject_title: subject.title })
    .where('id', '=', conversationId)
    .execute();
}

/**
 * Appends a message at the next place (the caller holds the conversation's row lock), moves the
 * conversation's last place and the sender's read position (sending reads everything before it):
 * one statement, so the lock is held for as few round trips as possible.
 */
export async function insertMessage(
  trx: Kysely<DB>,
  values: { conversationId: string; seq: number; senderId: string; body: string; at: Date },
): Promise<string> {
  const result = await sql<{ id: string }>`WITH inserted AS (
      INSERT INTO messages (conversation_id, seq, sender_id, body, created_at)
      VALUES (${values.conversationId}::uuid, ${values.seq}, ${values.senderId}::uuid, ${values.body}, ${values.at})
      RETURNING id),
    moved AS (UPDATE conversations SET last_seq = ${values.seq}, last_message_at = ${values.at}
      WHERE id = ${values.conversationId}::uuid),
    reader AS (UPDATE conversation_members SET last_read_seq = ${values.seq}
      WHERE conversation_id = ${values.conversationId}::uuid AND user_id = ${values.senderId}::uuid)
    SELECT id FROM inserted`.execute(trx);
  return result.rows[0]!.id;
}

export async function insertMessageMedia(
  trx: Kysely<DB>,
  messageId: string,
  media: readonly { display_key: string; thumbnail_key: string; width: number; height: number }[],
): Promise<void> {
  if (media.length === 0) return;
  await trx
    .insertInto('message_media')
    .values(media.map((item, position) => ({ message_id: messageId, position, ...item })))
    .execute();
}

export async function setStatus(
  trx: Kysely<DB>,
  conversationId: string,
  status: 'request' | 'accepted' | 'declined',
): Promise<void> {
  await trx.updateTable('conversations').set({ status }).where('id', '=', conversationId).execute();
}

/** Moves a member's read position forward (never back); answers whether it moved. */
export async function advanceRead(trx: Kysely<DB>, conversationId: string, userId: string, seq: number) {
  const result = await trx
    .updateTable('conversation_members')
    .set({ last_read_seq: seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('last_read_seq', '<', seq)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Messages of a conversation before `beforeSeq` (all when null): the newest `limit`, oldest first. */
export async function listMessages(
  db: Kysely<DB>,
  conversationId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const result = await sql<MessageRow>`SELECT ${messageColumns} FROM messages m
    WHERE m.conversation_id = ${conversationId}::uuid ${beforeSeq === null ? sql`` : sql`AND m.seq < ${beforeSeq}`}
    ORDER BY m.seq DESC LIMIT ${limit}`.execute(db);
  return result.rows.reverse();
}

export async function findMessageSeq(
  db: Kysely<DB>,
  conversationId: string,
  messageId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('seq')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

/** A message with its conversation's participants, for deletion (undefined: not the viewer's to see). */
export async function findMessageForDeletion(db: Kysely<DB>, messageId: string, viewerId: string) {
  const result = await sql<{
    id: string;
    conversation_id: string;
    sender_id: string | null;
    deleted_at: Date | null;
    other_id: string | null;
  }>`SELECT m.id, m.conversation_id, m.sender_id, m.deleted_at,
      (SELECT om.user_id FROM conversation_members om WHERE om.conversation_id = m.conversation_id AND om.user_id <> ${viewerId}::uuid) AS other_id
    FROM messages m
    JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = ${viewerId}::uuid
    WHERE m.id = ${messageId}::uuid`.execute(db);
  return result.rows[0];
}

/** Marks a message deleted and drops its text and photos' rows; answers the photos' keys. */
export async function markMessageDeleted(trx: Kysely<DB>, messageId: string, at: Date): Promise<string[]> {
  await trx.updateTable('messages').set({ deleted_at: at, body: '' }).where('id', '=', messageId).execute();
  const media = await trx
    .deleteFrom('message_media')
    .where('message_id', '=', messageId)
    .returning(['display_key', 'thumbnail_key'])
    .execute();
  return media.flatMap((row) => [row.display_key, row.thumbnail_key]);
}

export async function findRecipient(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'seen_at', 'banned_at', 'hidden_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** New conversations the account started since `since` (the daily limit). */
export async function countStartedSince(trx: Kysely<DB>, starterId: string, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('starter_id', '=', starterId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether a first message from `senderId` reaches `recipientId`'s inbox at once: the recipient
 * follows the sender, or the two have dealt with each other through any subject kind.
 */
export async function isKnownTo(db: Kysely<DB>, recipientId: string, senderId: string): Promise<boolean> {
  const dealt = Object.values(subjectKinds).map((kind) => kind.dealtWith(recipientId, senderId));
  const result = await sql<{ known: boolean }>`SELECT (EXISTS (SELECT 1 FROM follows f
      WHERE f.follower_id = ${recipientId}::uuid AND f.followee_id = ${senderId}::uuid)
    ${sql.join(
      dealt.map((condition) => sql`OR ${condition}`),
      sql` `,
    )}) AS known`.execute(db);
  return result.rows[0]?.known === true;
}

/**
 * Claims the e-mail (and push) of a new message for the recipient: when they have not been seen
 * since `offlineSince` and were not told about this conversation since `emailedSince`. Answers
 * whether to tell them (their preferences decide how, when the job runs).
 */
export async function claimMessageEmail(
  trx: Kysely<DB>,
  conversationId: string,
  recipientId: string,
  at: Date,
  offlineSince: Date,
  emailedSince: Date,
): Promise<boolean> {
  const result = await sql`UPDATE conversation_members cm SET last_emailed_at = ${at}
    FROM users u
    WHERE cm.conversation_id = ${conversationId}::uuid AND cm.user_id = ${recipientId}::uuid AND u.id = cm.user_id
      AND (u.seen_at IS NULL OR u.seen_at < ${offlineSince})
      AND (cm.last_emailed_at IS NULL OR cm.last_emailed_at <= ${emailedSince})`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** The recipient's `message` e-mail and push preferences (no row: the defaults, both on). */
export async function findMessageChannels(db: Kysely<DB>, userId: string) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as np', 'np.user_id', 'u.id')
    .select(['u.email', 'u.locale', 'np.message_email', 'np.message_push'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    // The saved language the e-mail and push are written in (issue 41).
    locale: row.locale,
    byEmail: row.message_email ?? true,
    byPush: row.message_push ?? true,
  };
}

/** The state a message's e-mail needs when its job runs. */
export async function findMessageForEmail(db: Kysely<DB>, messageId: string, recipientId: string) {
  const result = await sql<{
    conversation_id: string;
    deleted: boolean;
    read: boolean;
    sender_name: string | null;
    status: string;
  }>`SELECT m.conversation_id, m.deleted_at IS NOT NULL AS deleted, cm.last_read_seq >= m.seq AS read,
      (SELECT coalesce(o.business_name, trim(u.first_name || ' ' || u.last_name)) FROM users u
        LEFT JOIN organizations o ON o.owner_id = u.id AND u.account_type = 'organization' WHERE u.id = m.sender_id) AS sender_name,
      c.status
    FROM messages m JOIN conversations c ON c.id = m.conversation_id
    JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = ${recipientId}::uuid
    WHERE m.id = ${messageId}::uuid`.execute(db);
  return result.rows[0];
}
