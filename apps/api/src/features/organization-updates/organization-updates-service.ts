import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  OrganizationMessages,
  OrganizationUpdateMessages,
  organizationUpdateFieldsSchema,
  pageMetadata,
  type OrganizationUpdate,
  type OrganizationUpdateListMetadata,
  type PageMetadata,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { adjustAreaCount } from '../../lib/area-counts/area-counters.js';
import type { Clock } from '../../lib/clock.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import type { MediaStorage, UrlFor } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import {
  countUpdatesSince,
  deleteUpdate,
  findOwnOrganizationId,
  findUpdate,
  insertUpdate,
  insertUpdateMedia,
  listUpdates,
  lockOwnOrganization,
  recordViews,
  summarizeUpdates,
  type UpdateRow,
} from './organization-updates-repository.js';

export interface OrganizationUpdatesDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  urlFor: UrlFor;
  notifications: NotificationHub;
  log: FastifyBaseLogger;
  /** Updates per organization per 24 hours (config ORGANIZATION_UPDATES_PER_DAY). */
  perDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const organizationNotFound = () => AppError.notFound(OrganizationMessages.organizationNotFound);
const updateNotFound = () => AppError.notFound(OrganizationUpdateMessages.updateNotFound);

function presentUpdate(row: UpdateRow, urlFor: UrlFor): OrganizationUpdate {
  return {
    _id: row.id,
    id: row.id,
    text: row.content,
    media: row.media.map((item) => ({
      url: urlFor(item.display_key),
      thumbnail_url: urlFor(item.thumbnail_key),
      width: item.width,
      height: item.height,
    })),
    offer_ends_at: row.offer_ends_at ? new Date(row.offer_ends_at).toISOString() : null,
    reach: { seen: Number(row.seen), reacted: Number(row.reacted), commented: Number(row.commented) },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A date alone ('2031-03-10') means the end of that day (UTC); anything else is an instant. */
function offerEnd(value: string | undefined, now: Date): Date | null {
  if (!value) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime())) {
    throw AppError.badRequest(OrganizationUpdateMessages.offerEndInvalid, {
      offer_ends_at: OrganizationUpdateMessages.offerEndInvalid,
    });
  }
  if (at.getTime() <= now.getTime()) {
    throw AppError.badRequest(OrganizationUpdateMessages.offerEndPast, {
      offer_ends_at: OrganizationUpdateMessages.offerEndPast,
    });
  }
  return at;
}

/**
 * POST /organization/me/updates: text, up to 4 photos, an optional offer end. Under the
 * organization row's lock the last 24 hours' updates are counted (429 beyond the limit), then the
 * update is written as a post of the organization's area and counted in the feed's counters; the
 * live feed hears of it after the commit. The photos are deleted when anything fails.
 */
export async function publishUpdate(
  deps: OrganizationUpdatesDeps,
  ownerId: string,
  upload: MultipartUpload,
): Promise<OrganizationUpdate> {
  let created: {
    id: string;
    organizationId: string;
    area: { suburb: string; city: string; state: string; country: string };
  };
  try {
    const fields = parseFields(organizationUpdateFieldsSchema, upload.fields, {
      fallback: { field: 'text', message: OrganizationUpdateMessages.textRequired },
    });
    const at = deps.clock.now();
    const offerEndsAt = offerEnd(fields.offer_ends_at, at);
    created = await deps.db.transaction().execute(async (trx) => {
      const organization = await lockOwnOrganization(trx, ownerId);
      if (!organization) throw organizationNotFound();
      if (organization.location_city === '') throw AppError.badRequest(OrganizationUpdateMessages.noLocation);
      const recent = await countUpdatesSince(trx, organization.id, new Date(at.getTime() - DAY_MS));
      if (recent >= deps.perDay) throw AppError.tooManyRequests(OrganizationUpdateMessages.dailyLimit, 60 * 60);
      const area = {
        suburb: organization.location_suburb,
        city: organization.location_city,
        state: organization.location_state,
        country: organization.location_country,
      };
      const id = await insertUpdate(trx, {
        authorId: ownerId,
        organizationId: organization.id,
        text: fields.text,
        area,
        offerEndsAt,
        at,
      });
      await insertUpdateMedia(
        trx,
        id,
        upload.images.map((image) => ({
          display_key: image.keys.display,
          thumbnail_key: image.keys.thumbnail,
          width: image.width,
          height: image.height,
        })),
      );
      await adjustAreaCount(trx, area, 1);
      return { id, organizationId: organization.id, area };
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await deps.notifications.announcePost({ id: created.id, authorId: ownerId, area: created.area });
  const row = await findUpdate(deps.db, created.organizationId, created.id);
  if (!row) throw updateNotFound();
  return presentUpdate(row, deps.urlFor);
}

/** GET /organization/me/updates: newest first with each one's reach, the total reach and today's allowance. */
export async function getOwnUpdates(
  deps: OrganizationUpdatesDeps,
  ownerId: string,
  query: { page: number; limit: number },
): Promise<{ data: OrganizationUpdate[]; metadata: OrganizationUpdateListMetadata }> {
  const organizationId = await findOwnOrganizationId(deps.db, ownerId);
  if (!organizationId) throw organizationNotFound();
  const since = new Date(deps.clock.now().getTime() - DAY_MS);
  const [rows, summary] = await Promise.all([
    listUpdates(deps.db, organizationId, query.limit, (query.page - 1) * query.limit),
    summarizeUpdates(deps.db, organizationId, since),
  ]);
  const metadata: PageMetadata = pageMetadata(query.page, query.limit, summary.total);
  return {
    data: rows.map((row) => presentUpdate(row, deps.urlFor)),
    metadata: { ...metadata, reach: summary.reach, remaining_today: Math.max(0, deps.perDay - summary.recent) },
  };
}

/** DELETE /organization/me/updates/{id}: another organization's update (or a post) answers 404. */
export async function removeUpdate(
  deps: OrganizationUpdatesDeps,
  ownerId: string,
  id: string,
): Promise<{ _id: string; id: string }> {
  if (!isUuid(id)) throw updateNotFound();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const organization = await lockOwnOrganization(trx, ownerId);
    if (!organization) throw organizationNotFound();
    const gone = await deleteUpdate(trx, organization.id, id);
    if (!gone) throw updateNotFound();
    await adjustAreaCount(trx, gone.area, -1);
    return gone;
  });
  const failed = await deleteStoredImages(deps.storage, removed.keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete an organization update’s media');
  return { _id: id, id };
}

/** POST /organization/updates/seen: the updates the web showed the caller (reach; idempotent). */
export async function recordSeen(deps: OrganizationUpdatesDeps, viewerId: string, ids: readonly string[]) {
  const valid = [...new Set(ids.filter(isUuid))];
  return { recorded: await recordViews(deps.db, viewerId, valid, deps.clock.now()) };
}
