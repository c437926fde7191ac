import { sql, type Kysely } from 'kysely';
import type { NotificationKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { insertJob } from '../jobs/jobs-repository.js';
import type { NotificationSubject } from './notifications-repository.js';

/**
 * Kinds whose e-mails are folded (issue 12.9): at most one e-mail per recipient per interval; what
 * happens meanwhile is told in one e-mail when the interval is up. Other kinds e-mail every event.
 */
export const emailFoldIntervalMs: Partial<Record<NotificationKind, number>> = {
  rental_match: 60 * 60 * 1000,
  marketplace_match: 60 * 60 * 1000,
};

/**
 * Per-recipient calm (issue 39): e-mail about what someone the recipient does not follow did (a
 * mention, a comment, "I'm interested") is folded too, at most one e-mail an hour per kind, so ten
 * throwaway accounts make one e-mail, not ten. What people they follow do still e-mails at once.
 */
export const STRANGER_FOLD_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Kinds anyone can cause without being asked: these are folded when the actor is a stranger to the
 * recipient. Answers to what the recipient started (a rental they asked for, an event they answered,
 * a group they joined) are not: they asked to hear.
 */
export const UNSOLICITED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'new_follower',
  'listing_interest',
  'comment_on_post',
  'reaction',
  'comment_reaction',
  'mention',
  'organization_review',
  'marketplace_interest',
  'group_join_request',
]);

/** How long a recipient's folded e-mails of a kind wait after one was sent. */
export const foldIntervalOf = (kind: NotificationKind): number =>
  emailFoldIntervalMs[kind] ?? STRANGER_FOLD_INTERVAL_MS;

/** The job that sends a recipient's folded e-mail once it is due (notification-emails.ts). */
export const NOTIFICATION_EMAIL_FOLD_JOB = 'notification_email_fold';
/** Recipients per fold job. */
const FOLD_BATCH = 200;

export interface FoldJob {
  kind: NotificationKind;
  recipientIds: string[];
}

interface FoldEvent {
  kind: NotificationKind;
  actorId: string | null;
  subject: NotificationSubject | null;
  at: Date;
}

const intervalOf = (ms: number) => `${ms} milliseconds`;

/**
 * Inside the event's transaction: keeps the event for each recipient's next e-mail of its kind, and
 * schedules that e-mail where none is scheduled yet — now when the last one is an interval old (or
 * there was none), else when the interval is up. A handful of statements for any number of
 * recipients; rows are locked in id order, so simultaneous events cannot deadlock.
 */
export async function queueFoldedEmails(
  db: Kysely<DB>,
  event: FoldEvent,
  recipientIds: readonly string[],
  intervalMs: number,
): Promise<void> {
  if (recipientIds.length === 0) return;
  const ids = [...recipientIds].sort();
  await sql`
    INSERT INTO notification_email_pending (recipient_id, kind, actor_id, subject, created_at)
    SELECT r.id, ${event.kind}, ${event.actorId}::uuid, ${event.subject ? JSON.stringify(event.subject) : null}::jsonb,
      ${event.at}
    FROM unnest(${ids}::uuid[]) AS r(id)`.execute(db);
  const scheduled = await sql<{ recipient_id: string; flush_at: Date }>`
    INSERT INTO notification_email_folds AS f (recipient_id, kind, last_sent_at, flush_at)
    SELECT r.id, ${event.kind}, NULL, ${event.at}::timestamptz
    FROM unnest(${ids}::uuid[]) AS r(id)
    ORDER BY r.id
    ON CONFLICT (recipient_id, kind) DO UPDATE
      SET flush_at = GREATEST(${event.at}::timestamptz,
        COALESCE(f.last_sent_at + ${intervalOf(intervalMs)}::interval, ${event.at}::timestamptz))
      WHERE f.flush_at IS NULL
    RETURNING recipient_id, flush_at`.execute(db);
  const byTime = new Map<number, string[]>();
  for (const row of scheduled.rows) {
    const time = new Date(row.flush_at).getTime();
    byTime.set(time, [...(byTime.get(time) ?? []), row.recipient_id]);
  }
  for (const [time, recipients] of byTime) {
    for (let start = 0; start < recipients.length; start += FOLD_BATCH) {
      const payload: FoldJob = { kind: event.kind, recipientIds: recipients.slice(start, start + FOLD_BATCH) };
      await insertJob(db, { kind: NOTIFICATION_EMAIL_FOLD_JOB, payload, runAt: new Date(time) });
    }
  }
}

export interface PendingEmail {
  id: string;
  actorId: string | null;
  subject: NotificationSubject | null;
}

/**
 * What a recipient's due fold holds: the waiting events, oldest first; undefined when nothing is due
 * (already sent by an earlier run of the job, or not yet time).
 */
export async function dueFold(
  db: Kysely<DB>,
  recipientId: string,
  kind: NotificationKind,
  now: Date,
): Promise<PendingEmail[] | undefined> {
  const fold = await db
    .selectFrom('notification_email_folds')
    .select('flush_at')
    .where('recipient_id', '=', recipientId)
    .where('kind', '=', kind)
    .where('flush_at', '<=', now)
    .executeTakeFirst();
  if (!fold) return undefined;
  const rows = await db
    .selectFrom('notification_email_pending')
    .select(['id', 'actor_id', 'subject'])
    .where('recipient_id', '=', recipientId)
    .where('kind', '=', kind)
    .where('created_at', '<=', now)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actor_id,
    subject: (typeof row.subject === 'string' ? JSON.parse(row.subject) : row.subject) as NotificationSubject | null,
  }));
}

/**
 * After the e-mail went (or there was nothing to send): forgets what it told, and when events came in
 * meanwhile, schedules the next e-mail an interval later. The fold row is locked first, so an event
 * committing at the same time is either seen here or schedules its own e-mail.
 */
export async function settleFold(
  db: Kysely<DB>,
  recipientId: string,
  kind: NotificationKind,
  sent: readonly string[],
  now: Date,
  intervalMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const fold = await trx
      .updateTable('notification_email_folds')
      .set(sent.length > 0 ? { last_sent_at: now, flush_at: null } : { flush_at: null })
      .where('recipient_id', '=', recipientId)
      .where('kind', '=', kind)
      .returning('last_sent_at')
      .executeTakeFirst();
    if (sent.length > 0)
      await trx
        .deleteFrom('notification_email_pending')
        .where('id', 'in', [...sent])
        .execute();
    const left = await trx
      .selectFrom('notification_email_pending')
      .select('id')
      .where('recipient_id', '=', recipientId)
      .where('kind', '=', kind)
      .limit(1)
      .executeTakeFirst();
    if (!fold || !left) return;
    const base = fold.last_sent_at ? new Date(fold.last_sent_at).getTime() : now.getTime();
    const flushAt = new Date(Math.max(now.getTime(), base + intervalMs));
    await trx
      .updateTable('notification_email_folds')
      .set({ flush_at: flushAt })
      .where('recipient_id', '=', recipientId)
      .where('kind', '=', kind)
      .execute();
    const payload: FoldJob = { kind, recipientIds: [recipientId] };
    await insertJob(trx, { kind: NOTIFICATION_EMAIL_FOLD_JOB, payload, runAt: flushAt });
  });
}
