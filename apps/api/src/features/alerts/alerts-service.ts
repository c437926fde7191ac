import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AlertLimits,
  AlertMessages,
  createAlertBodySchema,
  pageMetadata,
  type Alert,
  type AlertListQuery,
  type PageMetadata,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { ALERT_FANOUT_JOB, type AlertFanOutPayload } from './alert-fanout-job.js';
import { AppError } from '../../lib/app-error.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { mapPointOf } from '../../lib/geo/index.js';
import type { Clock } from '../../lib/clock.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import { enqueueJob, type JobRunner } from '../../lib/jobs/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import { isModerator, type AuthUser } from '../../plugins/authenticate.js';
import { presentAlert } from './alerts-presenter.js';
import {
  closeAlert,
  takeAlertPhoto,
  findAlert,
  findAuthorAge,
  insertAlert,
  listAreaAlerts,
  type AlertRow,
} from './alerts-repository.js';

export interface AlertsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  jobs: JobRunner;
  /** Days an account must have existed to send urgent alerts (config; AlertLimits.urgentMinAccountDays). */
  urgentMinAccountDays: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Three alerts a day per neighbour (429), counted under the neighbour's lock. */
export const ALERT_CREATE_LIMIT: EventLimit = {
  kind: 'alert_create',
  max: AlertLimits.perDay,
  windowMs: DAY_MS,
  message: AlertMessages.tooManyAlerts,
};

const alertNotFound = () => AppError.notFound(AlertMessages.alertNotFound);
const urlFor = (deps: AlertsDeps) => (key: string) => deps.storage.urlFor(key);

/** Whether the viewer may resolve or remove the alert: its author, a moderator, an admin. */
const mayManage = (viewer: AuthUser, row: AlertRow) => row.author_id === viewer.id || isModerator(viewer);

export async function listAlertsFor(
  deps: AlertsDeps,
  viewer: AuthUser,
  query: AlertListQuery,
): Promise<{ data: Alert[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const now = deps.clock.now();
  const { rows, total } = await listAreaAlerts(
    deps.db,
    viewer.id,
    viewer.area.city === '' ? null : viewer.area,
    now,
    limit,
    (page - 1) * limit,
  );
  return {
    data: rows.map((row) => presentAlert(row, urlFor(deps), now, mayManage(viewer, row))),
    metadata: pageMetadata(page, limit, total),
  };
}

/**
 * One alert. Its author and moderators see it in any state; anyone else sees an active or
 * resolved one that is not hidden, from an account on neither side of a block (404 otherwise).
 */
export async function getAlert(deps: AlertsDeps, viewer: AuthUser, id: string): Promise<Alert> {
  const row = await readableAlert(deps, viewer, id);
  return presentAlert(row, urlFor(deps), deps.clock.now(), mayManage(viewer, row));
}

async function readableAlert(deps: AlertsDeps, viewer: AuthUser, id: string): Promise<AlertRow> {
  if (!isUuid(id)) throw alertNotFound();
  const row = await findAlert(deps.db, id);
  if (!row) throw alertNotFound();
  if (mayManage(viewer, row)) return row;
  if (row.status !== 'active' && row.status !== 'resolved') throw alertNotFound();
  if (row.hidden_at !== null) throw alertNotFound();
  if (await isBlockedEitherWay(deps.db, viewer.id, row.author_id)) throw alertNotFound();
  return row;
}

/** Refused before a photo is processed: organizations (404), no location (400), the daily limit (429). */
export async function assertMayPostAlert(deps: AlertsDeps, user: AuthUser): Promise<void> {
  if (user.accountType !== 'user') throw AppError.notFound(AlertMessages.organizationsCannotPost);
  if (user.area.city === '') throw AppError.badRequest(AlertMessages.noLocation);
  await assertUnderLimit(deps.db, deps.clock, ALERT_CREATE_LIMIT, user.id);
}

/**
 * Posts an alert in the author's suburb or city. An urgent one needs an account at least 7 days
 * old (409); a suburb's urgent alert queues its fan-out in the same transaction, a city-wide one
 * waits for a moderator (`pending`). The request never waits for the notifications.
 */
export async function createAlert(
  deps: AlertsDeps,
  user: AuthUser,
  input: unknown,
  upload?: MultipartUpload,
): Promise<{ alert: Alert; pending: boolean }> {
  let id: string;
  let pending = false;
  let queued = false;
  try {
    await assertMayPostAlert(deps, user);
    const fields = parseFields(createAlertBodySchema, input ?? {}, {
      fallback: { field: 'title', message: AlertMessages.titleRequired },
    });
    const now = deps.clock.now();
    if (fields.urgent) {
      const author = await findAuthorAge(deps.db, user.id);
      const ageMs = author ? now.getTime() - author.created_at.getTime() : 0;
      if (ageMs < deps.urgentMinAccountDays * DAY_MS) throw AppError.conflict(AlertMessages.urgentTooNew);
    }
    pending = fields.urgent && fields.area === 'city';
    const image = upload?.images[0];
    id = await withEventLock(deps.db, ALERT_CREATE_LIMIT, user.id, async (trx) => {
      await assertUnderLimit(trx, deps.clock, ALERT_CREATE_LIMIT, user.id);
      await recordEvent(trx, deps.clock, ALERT_CREATE_LIMIT, user.id);
      const alertId = await insertAlert(trx, {
        authorId: user.id,
        category: fields.category,
        title: fields.title,
        details: fields.details,
        area: fields.area,
        urgent: fields.urgent,
        status: pending ? 'pending' : 'active',
        location: user.area,
        cell: mapPointOf(user.coordinates?.lat, user.coordinates?.lng),
        photo: image
          ? { display: image.keys.display, thumbnail: image.keys.thumbnail, width: image.width, height: image.height }
          : null,
        expiresAt: new Date(now.getTime() + fields.expires_in_hours * HOUR_MS),
        at: now,
      });
      if (fields.urgent && !pending) {
        const payload: AlertFanOutPayload = { alertId };
        await enqueueJob(trx, deps.clock, ALERT_FANOUT_JOB, payload);
        queued = true;
      }
      return alertId;
    });
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  if (queued) deps.jobs.poke();
  return { alert: await getAlert(deps, user, id), pending };
}

/** The author, a moderator or an admin: active or pending → resolved. */
export async function resolveAlert(deps: AlertsDeps, viewer: AuthUser, id: string): Promise<Alert> {
  const row = await readableAlert(deps, viewer, id);
  if (!mayManage(viewer, row)) throw alertNotFound();
  if (row.status === 'removed') throw alertNotFound();
  await closeAlert(deps.db, id, 'resolved', deps.clock.now());
  return getAlert(deps, viewer, id);
}

/** The author, a moderator or an admin removes it: gone from every list and detail. */
export async function removeAlert(deps: AlertsDeps, viewer: AuthUser, id: string): Promise<void> {
  const row = await readableAlert(deps, viewer, id);
  if (!mayManage(viewer, row) || row.status === 'removed') throw alertNotFound();
  const keys = await deps.db.transaction().execute(async (trx) => {
    await closeAlert(trx, id, 'removed', deps.clock.now());
    return takeAlertPhoto(trx, id);
  });
  // After the commit: a rollback never leaves an alert whose photo is gone.
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete the photo of a removed alert');
}
