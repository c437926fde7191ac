import type { Kysely, RawBuilder } from 'kysely';
import { z } from 'zod';
import { notificationEventOfKind, notificationKindSchema } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import type { JobRunner } from '../jobs/index.js';
import { insertJobStatement, type NewJob } from '../jobs/jobs-repository.js';
import { runTogether } from '../../db/statements-together.js';
import { emailFoldIntervalMs, queueFoldedEmails, STRANGER_FOLD_INTERVAL_MS, UNSOLICITED_KINDS } from './email-folds.js';
import type { TrustSettings } from '../trust/index.js';
import type { NotificationHub } from './notification-hub.js';
import { filterReasons, mayBeFiltered, type FilterableEvent } from './notification-filtering.js';
import {
  findRecipientPlan,
  insertNotificationsStatement,
  removeUnreadAboutStatement,
  type NewNotification,
  type NotificationSubject,
  type RecipientChannels,
  type RecipientPlan,
} from './notifications-repository.js';

/** The job that e-mails notifications to those who asked for e-mail (notification-emails.ts). */
export const NOTIFICATION_EMAIL_JOB = 'notification_emails';
/** The job that sends notifications by Web Push to those who asked for push (notification-push.ts). */
export const NOTIFICATION_PUSH_JOB = 'notification_push';
/** Recipients per e-mail job: a failure retries a bounded batch. */
const EMAIL_BATCH = 200;
/** The job that notifies one further chunk of a large fan-out (registerNotificationChunks). */
export const NOTIFICATION_CHUNK_JOB = 'notification_chunk';
/**
 * Recipients notified in the caller's transaction; the rest go in chunks of this size, each a
 * durable job queued in that same transaction and run in a transaction of its own. PGlite serves
 * one statement at a time: a 10,000-recipient fan-out in one transaction held every read behind it
 * (decision 0048), and a chunk of 1,000 still held them 100–250 ms; one of 100 holds them about
 * 25 ms (decision 0038). The features that chunk their own fan-outs (keyword alerts, safety
 * alerts, 100 each) stay within it.
 */
export const NOTIFICATION_CHUNK = 100;
/** Chunks queued by earlier versions held up to 1,000 recipients; they still run. */
const QUEUED_CHUNK_MAX = 1000;

/**
 * The instance's trust settings, passed by features whose notifications a new account can cause
 * unasked: with them, the new-account rule of the filtered box is asked (notification-filtering.ts).
 */
export interface FilterOption {
  filterWith?: TrustSettings;
}

export interface NotificationBatch extends Omit<NewNotification, 'recipientId'>, FilterOption {
  recipientIds: readonly string[];
}

export interface NotificationEmailJob extends Omit<NotificationBatch, 'at'> {
  at: string;
}

/** What happened, for announce() after the commit. */
export interface CreatedNotifications {
  /** Who got an in-app notification (live delivery goes to them). */
  recipientIds: string[];
  /** Whether e-mails (or pushes) were queued (the job worker is poked). */
  emailsQueued: boolean;
}

/**
 * Notifications planned, not yet written: what planNotifications read, and the writes it decided.
 * Apart, a caller may run the writes with its own (a job's deletion, a grouped line's removal) as
 * one statement (writePlanned).
 */
export interface PlannedNotifications {
  batch: NotificationBatch;
  /** Inserts of rows and jobs, none depending on another: runTogether runs them as one statement. */
  statements: RawBuilder<unknown>[];
  /** Folded e-mails, queued after the statements (queueFoldedEmails reads before it writes). */
  folds: { recipientIds: string[]; intervalMs: number }[];
  created: CreatedNotifications;
}

/**
 * Notifies any number of people of one event, inside the event's transaction: never the actor,
 * in the app for those whose preference says so (notificationEventOfKind; no row = the defaults),
 * and an e-mail job for those who want e-mail — folded (at most one per interval, email-folds.ts)
 * for the kinds that say so. Two statements for ten thousand recipients: the plan, and every
 * insert as one (three when e-mails are folded).
 */
export async function createNotifications(db: Kysely<DB>, batch: NotificationBatch): Promise<CreatedNotifications> {
  return writePlanned(db, await planNotifications(db, batch));
}

/** Writes what planNotifications decided, with `alongside` (statements of the caller's) as one. */
export async function writePlanned(
  db: Kysely<DB>,
  planned: PlannedNotifications,
  alongside: readonly RawBuilder<unknown>[] = [],
): Promise<CreatedNotifications> {
  await runTogether(db, [...alongside, ...planned.statements]);
  for (const fold of planned.folds) await queueFoldedEmails(db, planned.batch, fold.recipientIds, fold.intervalMs);
  return planned.created;
}

/**
 * Reads what notifying the batch needs (one statement: the recipients' plan) and decides the
 * writes. A large fan-out notifies the first chunk now and queues the rest as jobs, written with
 * the caller's commit (none lost).
 */
export async function planNotifications(db: Kysely<DB>, batch: NotificationBatch): Promise<PlannedNotifications> {
  let recipients = [...new Set(batch.recipientIds)].filter((id) => id !== batch.actorId);
  const planned: PlannedNotifications = {
    batch,
    statements: [],
    folds: [],
    created: { recipientIds: [], emailsQueued: false },
  };
  if (recipients.length === 0) return planned;
  const later = recipients.slice(NOTIFICATION_CHUNK);
  const chunks: NewJob[] = [];
  for (let start = 0; start < later.length; start += NOTIFICATION_CHUNK) {
    const payload: NotificationEmailJob = {
      ...jobFields(batch),
      recipientIds: later.slice(start, start + NOTIFICATION_CHUNK),
    };
    chunks.push({ kind: NOTIFICATION_CHUNK_JOB, payload, runAt: batch.at });
  }
  queueJobs(planned, chunks);
  recipients = recipients.slice(0, NOTIFICATION_CHUNK);
  await planNow(db, planned, recipients);
  if (later.length > 0) planned.created.emailsQueued = true;
  return planned;
}

/** The batch's fields a job carries (dates as ISO text). */
function jobFields(batch: NotificationBatch): Omit<NotificationEmailJob, 'recipientIds'> {
  return {
    kind: batch.kind,
    actorId: batch.actorId,
    subject: batch.subject,
    at: batch.at.toISOString(),
    ...(batch.actorCount !== undefined ? { actorCount: batch.actorCount } : {}),
    ...(batch.urgent ? { urgent: true } : {}),
  };
}

/** One insert of these jobs into the plan's statements (none: nothing). */
function queueJobs(planned: PlannedNotifications, jobs: readonly NewJob[]): void {
  const [first, ...rest] = jobs;
  if (first) planned.statements.push(insertJobStatement(first, ...rest));
}

/** Jobs of `kind` for these recipients, EMAIL_BATCH at a time. */
function recipientJobs(
  kind: string,
  payload: Omit<NotificationEmailJob, 'recipientIds'>,
  ids: readonly string[],
  at: Date,
): NewJob[] {
  const jobs: NewJob[] = [];
  for (let start = 0; start < ids.length; start += EMAIL_BATCH) {
    jobs.push({ kind, payload: { ...payload, recipientIds: ids.slice(start, start + EMAIL_BATCH) }, runAt: at });
  }
  return jobs;
}

/**
 * At most NOTIFICATION_CHUNK recipients (block- and mute-filtered): their rows and e-mail and push
 * jobs. What waits in a recipient's filtered box is kept in the app only: no live delivery, e-mail
 * or push.
 */
async function planNow(db: Kysely<DB>, planned: PlannedNotifications, recipients: readonly string[]): Promise<void> {
  decideNow(planned, await readPlan(db, planned.batch, recipients));
}

/**
 * The recipients' plan. No notification passes between two people when either blocks the other,
 * nor reaches someone from an account they muted (decision 0020): the plan leaves them out.
 */
function readPlan(
  db: Kysely<DB>,
  event: FilterableEvent,
  recipients: readonly string[],
  reading?: RawBuilder<unknown>,
): Promise<RecipientPlan> {
  const filterFacts = mayBeFiltered(event);
  return findRecipientPlan(db, recipients, notificationEventOfKind[event.kind], event.actorId, filterFacts, reading);
}

/** The writes for the plan's recipients (planNow, after the plan is read). */
function decideNow(planned: PlannedNotifications, plan: RecipientPlan): void {
  const batch = planned.batch;
  const channels = plan.channels;
  if (channels.length === 0) return;
  const filtered = filterReasons(batch, channels, batch.filterWith, plan.actor);
  const unfiltered = channels.filter((row) => !filtered.has(row.recipient_id));
  const inApp = unfiltered.filter((row) => row.in_app).map((row) => row.recipient_id);
  let email = unfiltered.filter((row) => row.email).map((row) => row.recipient_id);
  const push = unfiltered.filter((row) => row.push).map((row) => row.recipient_id);
  if (inApp.length > 0) planned.statements.push(insertNotificationsStatement(inApp, batch));
  planFiltered(planned, channels, filtered);
  const { urgent: _urgent, ...pushFields } = jobFields(batch);
  queueJobs(planned, recipientJobs(NOTIFICATION_PUSH_JOB, pushFields, push, batch.at));
  planned.created.recipientIds.push(...inApp);
  if (push.length > 0) planned.created.emailsQueued = true;
  const foldInterval = emailFoldIntervalMs[batch.kind];
  if (foldInterval !== undefined) {
    if (email.length > 0) planned.folds.push({ recipientIds: email, intervalMs: foldInterval });
    if (email.length > 0) planned.created.emailsQueued = true;
    return;
  }
  // What someone does unasked to people who do not follow them is folded into one e-mail an hour
  // per kind (per-recipient calm, issue 39).
  if (batch.actorId !== null && !batch.urgent && email.length > 0 && UNSOLICITED_KINDS.has(batch.kind)) {
    const followers = new Set(channels.filter((row) => row.follows_actor).map((row) => row.recipient_id));
    const strangers = email.filter((id) => !followers.has(id));
    if (strangers.length > 0) {
      planned.folds.push({ recipientIds: strangers, intervalMs: STRANGER_FOLD_INTERVAL_MS });
      planned.created.emailsQueued = true;
    }
    email = email.filter((id) => followers.has(id));
  }
  const { actorCount: _count, ...emailFields } = jobFields(batch);
  queueJobs(planned, recipientJobs(NOTIFICATION_EMAIL_JOB, emailFields, email, batch.at));
  if (email.length > 0) planned.created.emailsQueued = true;
}

/** The rows of those whose notification waits in their filtered box, one insert per reason. */
function planFiltered(
  planned: PlannedNotifications,
  channels: readonly RecipientChannels[],
  filtered: ReadonlyMap<string, NotificationFilterReason>,
): void {
  for (const reason of new Set(filtered.values())) {
    const ids = channels
      .filter((row) => row.in_app && filtered.get(row.recipient_id) === reason)
      .map((row) => row.recipient_id);
    if (ids.length > 0)
      planned.statements.push(insertNotificationsStatement(ids, { ...planned.batch, filterReason: reason }));
  }
}

const chunkJobSchema = z.object({
  kind: notificationKindSchema,
  actorId: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  at: z.string(),
  recipientIds: z.array(z.string()).max(QUEUED_CHUNK_MAX),
  actorCount: z.number().int().optional(),
  urgent: z.boolean().optional(),
});

/**
 * Runs the chunks of large fan-outs: each in a transaction of its own (blocks made meanwhile are
 * honoured) that ends its job too, announced after its commit. A chunk is never split again.
 */
export function registerNotificationChunks(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; notifications: Pick<NotificationHub, 'announce'> },
): void {
  jobs.register(NOTIFICATION_CHUNK_JOB, async (payload, queued) => {
    const { at, actorCount, urgent, ...job } = chunkJobSchema.parse(payload);
    const batch: NotificationBatch = {
      ...job,
      at: new Date(at),
      ...(actorCount !== undefined ? { actorCount } : {}),
      ...(urgent ? { urgent } : {}),
    };
    // Done with the chunk's commit: a hundred people are never told twice.
    const created = await deps.db.transaction().execute(async (trx) => {
      await queued.completeIn(trx);
      return createNotifications(trx, batch);
    });
    await deps.notifications.announce(created);
  });
}

/** One recipient: the same rules. */
export function createNotification(
  db: Kysely<DB>,
  notification: NewNotification & FilterOption,
): Promise<CreatedNotifications> {
  const { recipientId, ...rest } = notification;
  return createNotifications(db, { ...rest, recipientIds: [recipientId] });
}

/** A notification but what is read about its subject (planNotificationReading completes it). */
export type NotificationDraft = Omit<NewNotification, 'subject' | 'actorCount'> & FilterOption;

/**
 * The plan of one recipient's notification whose subject the plan's own statement reads: `reading` is
 * one value (or null) selected with the recipient's plan, and `complete` finishes the notification
 * from it (its subject, how many it speaks for), or answers undefined when nobody is to be told
 * (the subject is gone). One statement where the subject and the plan took two (issue 40, decision
 * 0091). Undefined too when the plan leaves the recipient out (a block, a mute).
 */
export async function planNotificationReading<T, C extends Pick<NewNotification, 'subject' | 'actorCount'>>(
  db: Kysely<DB>,
  draft: NotificationDraft,
  reading: RawBuilder<T | null>,
  complete: (read: T) => C | undefined,
): Promise<{ planned: PlannedNotifications; notification: NotificationDraft & C } | undefined> {
  const plan = await readPlan(db, draft, [draft.recipientId], reading);
  const read = plan.read as T | null | undefined;
  if (plan.channels.length === 0 || read === null || read === undefined) return undefined;
  const completed = complete(read);
  if (!completed) return undefined;
  const notification = { ...draft, ...completed };
  const { recipientId, ...rest } = notification;
  const planned: PlannedNotifications = {
    batch: { ...rest, recipientIds: [recipientId] },
    statements: [],
    folds: [],
    created: { recipientIds: [], emailsQueued: false },
  };
  decideNow(planned, plan);
  return { planned, notification };
}

/**
 * One recipient, grouped by subject (reactions): the statement that removes their unread
 * notification of the same kind about the same subject, to run with the insert of the one that
 * replaces it and says how many people it speaks for (`actorCount`), so a busy post makes one line
 * in the bell, not one per person.
 */
export function groupedRemoval(notification: NewNotification & { subject: NotificationSubject }): RawBuilder<unknown> {
  return removeUnreadAboutStatement(notification.recipientId, notification.kind, notification.subject);
}

/** Several events' results, announced together. */
export function mergeCreated(...results: CreatedNotifications[]): CreatedNotifications {
  return {
    recipientIds: [...new Set(results.flatMap((result) => result.recipientIds))],
    emailsQueued: results.some((result) => result.emailsQueued),
  };
}
