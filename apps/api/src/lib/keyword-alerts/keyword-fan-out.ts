import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { enqueueJob, type JobRunner } from '../jobs/index.js';
import { createNotifications, type CreatedNotifications, type NotificationHub } from '../notifications/index.js';
import { findKeywordSubscribers, type KeywordArea } from './keyword-subscribers.js';
import { textMatchKeys } from './match-keys.js';

/**
 * Alerts written per transaction. PGlite serves one connection: a 10,000-row insert in one
 * transaction would hold every reader behind it for the whole fan-out, so a large fan-out goes in
 * chunks, each a durable job of its own that queues the next, with the connection free for reads
 * between them. A chunk of 100 (its watchers found, their preferences read, their alerts written)
 * holds PGlite's connection for about 25 ms; one of 500 held it for 50–130 ms (decision 0038).
 */
export const MATCH_CHUNK_SIZE = 100;

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
  ): Promise<(AlertSubject & { text: string; area: KeywordArea }) | undefined>;
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

/** Which watchers a chunk looks among: the keys and area of the claim, and where the last chunk ended. */
interface WatcherPage {
  keys: string[];
  area: KeywordArea;
  after: string | null;
}

/**
 * One chunk: the next MATCH_CHUNK_SIZE watchers after the cursor alerted, and, when there may be
 * more, the next chunk queued in the same transaction (a keyset cursor: every watcher once).
 */
async function alertPage(
  deps: KeywordAlertDeps,
  board: KeywordAlertBoard,
  trx: Kysely<DB>,
  subject: AlertSubject,
  page: WatcherPage,
  at: Date,
): Promise<CreatedNotifications> {
  const recipients = await findKeywordSubscribers(
    trx,
    page.keys,
    page.area,
    subject.authorId,
    page.after,
    MATCH_CHUNK_SIZE,
  );
  if (recipients.length === MATCH_CHUNK_SIZE) {
    const next: WatcherPage = { ...page, after: recipients[recipients.length - 1]! };
    await enqueueJob(trx, deps.clock, board.chunkJob, { [board.idKey]: subject.id, ...next });
  }
  return notify(trx, board, subject, recipients, at);
}

/**
 * Keyword alerts for one new thing, run by the job queue after its commit: its text's keys meet
 * the watchers of its city, MATCH_CHUNK_SIZE per transaction, each chunk queueing the next. The
 * keys and area are the claim's, carried by every chunk, so an edit meanwhile does not change who
 * the later chunks look among.
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
    const page: WatcherPage = { keys: textMatchKeys(subject.text), area: subject.area, after: null };
    return alertPage(deps, board, trx, subject, page, at);
  });
  if (created) await deps.notifications.announce(created);
  return created;
}

async function matchChunk(deps: KeywordAlertDeps, board: KeywordAlertBoard, id: string, page: WatcherPage) {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const subject = await board.find(trx, id);
    return subject ? alertPage(deps, board, trx, subject, page, at) : undefined;
  });
  if (created) await deps.notifications.announce(created);
}

/** A chunk queued before keyset chunks: its watchers listed (decision 0012). */
async function notifyListedChunk(deps: KeywordAlertDeps, board: KeywordAlertBoard, id: string, recipientIds: string[]) {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const subject = await board.find(trx, id);
    return subject ? notify(trx, board, subject, recipientIds, at) : undefined;
  });
  if (created) await deps.notifications.announce(created);
}

const areaSchema = z.object({ country: z.string(), state: z.string(), city: z.string() });
const chunkSchema = z.union([
  z.object({ keys: z.array(z.string()).max(10_000), area: areaSchema, after: z.string().uuid() }),
  z.object({ recipientIds: z.array(z.string()).max(1000) }),
]);

/** Registers a board's match job and its chunk job. */
export function registerKeywordAlerts(jobs: JobRunner, deps: KeywordAlertDeps, board: KeywordAlertBoard): void {
  const idOf = z.object({ [board.idKey]: z.string() });
  jobs.register(board.job, async (payload) => {
    await matchKeywords(deps, board, String(idOf.parse(payload)[board.idKey]));
  });
  jobs.register(board.chunkJob, async (payload) => {
    const id = String(idOf.parse(payload)[board.idKey]);
    const chunk = chunkSchema.parse(payload);
    if ('recipientIds' in chunk) await notifyListedChunk(deps, board, id, chunk.recipientIds);
    else await matchChunk(deps, board, id, chunk);
  });
}
