import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What a notification is about, denormalised so it still reads well once the subject is gone. */
export interface NotificationSubject {
  type: string;
  id: string;
  title: string;
}

export interface NewNotification {
  recipientId: string;
  kind: string;
  actorId: string | null;
  subject: NotificationSubject | null;
  at: Date;
}

/**
 * Records an in-app notification. Features call it inside their own write transaction, so the
 * notification exists exactly when the event does. Nobody is notified of their own action.
 */
export async function createNotification(db: Kysely<DB>, notification: NewNotification): Promise<void> {
  if (notification.actorId !== null && notification.actorId === notification.recipientId) return;
  await db
    .insertInto('notifications')
    .values({
      recipient_id: notification.recipientId,
      kind: notification.kind,
      actor_id: notification.actorId,
      subject_type: notification.subject?.type ?? null,
      subject_id: notification.subject?.id ?? null,
      subject_title: notification.subject?.title ?? '',
      created_at: notification.at,
    })
    .execute();
}

function selectNotifications(db: Kysely<DB>) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('organizations as ao', 'ao.owner_id', 'a.id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.subject_type',
      'n.subject_id',
      'n.subject_title',
      'n.read_at',
      'n.created_at',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
      'a.avatar_key as actor_avatar_key',
      'ao.business_name as actor_organization_name',
    ]);
}

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

/** A recipient's notifications, newest first. */
export async function listNotifications(db: Kysely<DB>, recipientId: string, limit: number, offset: number) {
  return selectNotifications(db)
    .where('n.recipient_id', '=', recipientId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Total and unread counts of a recipient's notifications (the unread one uses the partial index). */
export async function countNotifications(db: Kysely<DB>, recipientId: string) {
  const row = await db
    .selectFrom('notifications')
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) FILTER (WHERE read_at IS NULL)`.as('unread')])
    .where('recipient_id', '=', recipientId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function findNotification(db: Kysely<DB>, recipientId: string, id: string) {
  return selectNotifications(db).where('n.recipient_id', '=', recipientId).where('n.id', '=', id).executeTakeFirst();
}

/** Marks one notification read (keeping the first read time); false when it is not the recipient's. */
export async function markNotificationRead(db: Kysely<DB>, recipientId: string, id: string, at: Date) {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
    .where('recipient_id', '=', recipientId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks every unread notification of a recipient read; answers how many changed. */
export async function markAllNotificationsRead(db: Kysely<DB>, recipientId: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
