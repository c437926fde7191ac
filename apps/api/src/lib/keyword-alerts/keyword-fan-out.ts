import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { enqueueJob, type JobRunner } from '../jobs/index.js';
import { createNotifications, type CreatedNotifications, type NotificationHub } from '../notifications/index.js';
import { findKeywordSubscribers } from './keyword-subscribers.js';
import { textMatchKeys } from './match-keys.js';

/**
 * Alerts written per transaction. PGlite serves one connection: a 10,000-row insert in one
 * transaction would hold every reader behind it for the whole fan-out, so a large fan-out goes in
 * chunks, each a durable job of its own, with the connection free for reads between them.
 */
export const MATCH_CHUNK_SIZE = 500;

export interface KeywordAlertDeps {
  db: Kysely<DB>;
  clock: Clock;
  notifications: NotificationHub;
}

/** What a board's new thing offers the matcher. */
export interface AlertSubject {
  id: string;
  /** Who posted it (never alerted, and the notification's actor). */
  authorId: string;
  /** The notification's subject title. */
  title: string;
}

/**
 * A board whose new things alert 'Notify me when…' keyword watchers (the rentals board and the
 * marketplace): its job names, the payload key of the thing's id, the notification kind and
 * subject type, and how to claim a thing once (a re-run job notifies nobody twice).
 */
export interface KeywordAlertBoard {
  job: string;
  chunkJob: string;
  idKey: string;
  kind: NotificationKind;
  subjectType: string;
  /** Marks the thing matched and answers it (undefined when gone, already matched or not alertable). */
  claim(
    trx: Kysely<DB>,
    id: string,
    at: Date,
  ): Promise<(AlertSubject & { text: string; area: { country: string; state: string; city: string } }) | undefined>;
  /** The thing for a later chunk (undefined when gone meanwhile: then nobody more is told). */
  find(trx: Kysely<DB>, id: string): Promise<AlertSubject | undefined>;
}

function notify(trx: Kysely<DB>, board: KeywordAlertBoard, subject: AlertSubject, recipientIds: string[], at: Date) {
  return createNotifications(trx, {
    recipientIds,
    kind: board.kind,
    actorId: subject.authorId,
    subject: { type: board.subjectType, id: subject.id, title: subject.title },
    at,
  });
}

/**
 * Keyword alerts for one new thing, run by the job queue after its commit: one statement finds
 * every watcher in its city whose keyword is a word or phrase of its text, one inserts their
 * notifications; beyond MATCH_CHUNK_SIZE the rest go in chunk jobs queued in the same transaction.
 */
export async function matchKeywords(
  deps: KeywordAlertDeps,
  board: KeywordAlertBoard,
  id: string,
): Promise<CreatedNotifications | undefined> {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const subject = await board.claim(trx, id, at);
    // Gone meanwhile, already matched, or posted from nowhere (no area to alert).
    if (!subject || subject.area.city === '') return undefined;
    const recipients = await findKeywordSubscribers(trx, textMatchKeys(subject.text), subject.area, subject.authorId);
    for (let start = MATCH_CHUNK_SIZE; start < recipients.length; start += MATCH_CHUNK_SIZE) {
      const chunk = recipients.slice(start, start + MATCH_CHUNK_SIZE);
      await enqueueJob(trx, deps.clock, board.chunkJob, { [board.idKey]: subject.id, recipientIds: chunk });
    }
    return notify(trx, board, subject, recipients.slice(0, MATCH_CHUNK_SIZE), at);
  });
  if (created) await deps.notifications.announce(created);
  return created;
}

async function matchChunk(deps: KeywordAlertDeps, board: KeywordAlertBoard, id: string, recipientIds: string[]) {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const subject = await board.find(trx, id);
    return subject ? notify(trx, board, subject, recipientIds, at) : undefined;
  });
  if (created) await deps.notifications.announce(created);
}

/** Registers a board's match job and its chunk job. */
export function registerKeywordAlerts(jobs: JobRunner, deps: KeywordAlertDeps, board: KeywordAlertBoard): void {
  const idOf = z.object({ [board.idKey]: z.string() });
  const recipientsOf = z.object({ recipientIds: z.array(z.string()).max(1000) });
  jobs.register(board.job, async (payload) => {
    await matchKeywords(deps, board, String(idOf.parse(payload)[board.idKey]));
  });
  jobs.register(board.chunkJob, async (payload) => {
    const id = String(idOf.parse(payload)[board.idKey]);
    await matchChunk(deps, board, id, recipientsOf.parse(payload).recipientIds);
  });
}
