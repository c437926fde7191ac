import {
  RentalLimits,
  RentalMessages,
  pageMetadata,
  rentalRequestFieldsSchema,
  createRentalRequestJsonSchema,
  type PageMetadata,
  type RentalRequest,
  type RentalRequestQuery,
} from '@ourhood/contract';
import type { z } from 'zod';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import { createNotification } from '../../lib/notifications/index.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { parseFields } from '../../lib/parse-fields.js';
import { findUserArea, findUserAreaAndCell } from '../../lib/users/user-location-repository.js';
import { isUuid } from '../../lib/uuid.js';
import { mediaKeyOf } from './rental-image-url.js';
import {
  acceptRentalRequest,
  completeRentalRequest,
  confirmRentalLender,
  countActiveLoans,
  declineRentalOffer,
  deleteOpenRentalRequest,
  findRentalRequest,
  findRentalRequestState,
  insertRentalRequest,
  listRentalRequests,
  lockLender,
  type NewRentalRequest,
} from './rental-requests-repository.js';
import type { RentalsDeps } from './rentals-deps.js';
import { presentRentalRequest } from './rentals-presenter.js';

/** The job that alerts keyword subscribers (rental-matching.ts). */
export const RENTAL_MATCH_JOB = 'rental_match';

/**
 * New requests per neighbour (issue 12.9): counted as events, so a cancelled request still counts
 * and posting-then-cancelling cannot flood keyword watchers.
 */
export const RENTAL_REQUEST_LIMIT: EventLimit = {
  kind: 'rental_request',
  max: RentalLimits.requestsPerDay,
  windowMs: 24 * 60 * 60 * 1000,
  message: RentalMessages.tooManyRequests,
};

/** A cheap early check (before a photo is processed); the insert checks again under the lock. */
export function assertMayPostRequest(deps: RentalsDeps, requesterId: string): Promise<void> {
  return assertUnderLimit(deps.db, deps.clock, RENTAL_REQUEST_LIMIT, requesterId);
}

const requestNotFound = () => AppError.notFound(RentalMessages.requestNotFound);

async function loadRequest(deps: RentalsDeps, id: string, viewerId: string): Promise<RentalRequest> {
  const row = await findRentalRequest(deps.db, id);
  if (!row) throw requestNotFound();
  // Hidden (moderation) to all but the requester, and nothing across a block (decision 0020).
  if (row.requester_id !== viewerId) {
    if (row.hidden_at !== null && row.accepted_by !== viewerId) throw requestNotFound();
    if (await isBlockedEitherWay(deps.db, viewerId, row.requester_id)) throw requestNotFound();
  }
  return presentRentalRequest(row, viewerId, (key) => deps.storage.urlFor(key));
}

export async function getRentalRequests(
  deps: RentalsDeps,
  viewerId: string,
  query: RentalRequestQuery,
): Promise<{ data: RentalRequest[]; metadata: PageMetadata }> {
  const area = await findUserArea(deps.db, viewerId);
  if (!area) throw AppError.unauthorized();
  const { rows, total } = await listRentalRequests(
    deps.db,
    {
      viewerId,
      area: area.city === '' ? null : area,
      search: query.search || undefined,
      status: query.status,
      role: query.role,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    data: rows.map((row) => presentRentalRequest(row, viewerId, (key) => deps.storage.urlFor(key))),
    metadata: pageMetadata(query.page, query.limit, total),
  };
}

export async function getRentalRequest(deps: RentalsDeps, viewerId: string, id: string): Promise<RentalRequest> {
  if (!isUuid(id)) throw requestNotFound();
  return loadRequest(deps, id, viewerId);
}

/** Parses with the one schema the form also uses; every failing field gets its error. */
function parseRequestFields<T>(schema: z.ZodType<T>, input: unknown): T {
  return parseFields(schema, input, { fallback: { field: 'itemName', message: RentalMessages.itemNameRequired } });
}

/**
 * Stores the request and queues its keyword matching in one transaction; the response never waits
 * for it. The transaction holds the requester's advisory lock while it counts and records the post,
 * so simultaneous posts cannot pass the daily cap together (429 with Retry-After).
 */
async function insertAndQueue(
  deps: RentalsDeps,
  request: Omit<NewRentalRequest, 'area' | 'cell' | 'at'>,
): Promise<string> {
  const id = await withEventLock(deps.db, RENTAL_REQUEST_LIMIT, request.requesterId, async (trx) => {
    const place = await findUserAreaAndCell(trx, request.requesterId);
    if (!place) throw AppError.unauthorized();
    const { area, cell } = place;
    await assertUnderLimit(trx, deps.clock, RENTAL_REQUEST_LIMIT, request.requesterId);
    await recordEvent(trx, deps.clock, RENTAL_REQUEST_LIMIT, request.requesterId);
    const requestId = await insertRentalRequest(trx, { ...request, area, cell, at: deps.clock.now() });
    await enqueueJob(trx, deps.clock, RENTAL_MATCH_JOB, { requestId });
    return requestId;
  });
  deps.jobs.poke();
  return id;
}

/** POST /rentals/requests, multipart: the fields and an optional photo through the image pipeline. */
export async function createRentalRequestFromUpload(
  deps: RentalsDeps,
  requesterId: string,
  upload: MultipartUpload,
): Promise<RentalRequest> {
  let id: string;
  try {
    const fields = parseRequestFields(rentalRequestFieldsSchema, upload.fields);
    const image = upload.images[0];
    id = await insertAndQueue(deps, {
      requesterId,
      ...fields,
      image: image ? { ...image.keys, owned: true } : null,
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
  return loadRequest(deps, id, requesterId);
}

/** POST /rentals/requests, JSON: `imageUrl` must be media this server stored (never fetched). */
export async function createRentalRequestFromJson(
  deps: RentalsDeps,
  requesterId: string,
  input: unknown,
): Promise<RentalRequest> {
  const body = parseRequestFields(createRentalRequestJsonSchema, input ?? {});
  const fields = { itemName: body.itemName, description: body.description, duration: body.duration };
  let image: NewRentalRequest['image'] = null;
  if (body.imageUrl) {
    const key = mediaKeyOf(body.imageUrl, deps.publicOrigin, (path) => deps.storage.keyFromUrl(path));
    if (!key || !(await deps.storage.exists(key))) {
      throw AppError.badRequest(RentalMessages.imageUrlInvalid, { imageUrl: RentalMessages.imageUrlInvalid });
    }
    image = { display: key, thumbnail: key, owned: false };
  }
  const id = await insertAndQueue(deps, { requesterId, ...fields, image });
  return loadRequest(deps, id, requesterId);
}

/** 404 for a missing request or one the caller may not change this way, 409 for the wrong state. */
async function refuse(deps: RentalsDeps, id: string, allowed: (requesterId: string) => boolean, conflict: string) {
  const state = await findRentalRequestState(deps.db, id);
  if (!state || !allowed(state.requester_id)) throw requestNotFound();
  return AppError.conflict(conflict);
}

/**
 * Offer to lend it: open → accepted, exactly one winner; the requester hears of it. A lender holds
 * at most `RentalLimits.maxActiveLoans` loans at once (issue 12.10: one neighbour accepted the whole
 * board to collect e-mail addresses), counted under the lender's lock so simultaneous accepts
 * cannot pass it together.
 */
export async function acceptRequest(deps: RentalsDeps, lenderId: string, id: string): Promise<RentalRequest> {
  if (!isUuid(id)) throw requestNotFound();
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    await lockLender(trx, lenderId);
    if ((await countActiveLoans(trx, lenderId)) >= RentalLimits.maxActiveLoans) {
      // A missing, own or taken request answers as it would anyway; only a lendable one meets the cap.
      const state = await findRentalRequestState(trx, id);
      if (!state || state.requester_id === lenderId) throw requestNotFound();
      throw AppError.conflict(state.status === 'open' ? RentalMessages.tooManyLoans : RentalMessages.notOpen);
    }
    // No lending across a block, nor to a hidden request: it does not exist for the lender.
    const target = await findRentalRequestState(trx, id);
    if (target && target.requester_id !== lenderId) {
      if (await isBlockedEitherWay(trx, lenderId, target.requester_id)) throw requestNotFound();
      if (target.hidden_at !== null) throw requestNotFound();
    }
    const accepted = await acceptRentalRequest(trx, id, lenderId, at);
    if (!accepted) return undefined;
    return createNotification(trx, {
      recipientId: accepted.requester_id,
      kind: 'rental_accepted',
      actorId: lenderId,
      subject: { type: 'rental_request', id, title: accepted.item_name },
      at,
    });
  });
  if (!created) throw await refuse(deps, id, (requesterId) => requesterId !== lenderId, RentalMessages.notOpen);
  await deps.notifications.announce(created);
  return loadRequest(deps, id, lenderId);
}

/** The requester confirms the lender: contacts are shown from now on; the lender hears of it. */
export async function confirmLender(deps: RentalsDeps, requesterId: string, id: string): Promise<RentalRequest> {
  if (!isUuid(id)) throw requestNotFound();
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const confirmed = await confirmRentalLender(trx, id, requesterId, at);
    if (!confirmed) return undefined;
    if (!confirmed.accepted_by) return { recipientIds: [], emailsQueued: false };
    return createNotification(trx, {
      recipientId: confirmed.accepted_by,
      kind: 'rental_confirmed',
      actorId: requesterId,
      subject: { type: 'rental_request', id, title: confirmed.item_name },
      at,
    });
  });
  if (!created) throw await refuse(deps, id, (owner) => owner === requesterId, RentalMessages.noOfferToConfirm);
  await deps.notifications.announce(created);
  return loadRequest(deps, id, requesterId);
}

/** The requester declines an unconfirmed offer: the request is open again; the lender hears of it. */
export async function declineOffer(deps: RentalsDeps, requesterId: string, id: string): Promise<RentalRequest> {
  if (!isUuid(id)) throw requestNotFound();
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const declined = await declineRentalOffer(trx, id, requesterId, at);
    if (!declined) return undefined;
    if (!declined.accepted_by) return { recipientIds: [], emailsQueued: false };
    return createNotification(trx, {
      recipientId: declined.accepted_by,
      kind: 'rental_declined',
      actorId: requesterId,
      subject: { type: 'rental_request', id, title: declined.item_name },
      at,
    });
  });
  if (!created) throw await refuse(deps, id, (owner) => owner === requesterId, RentalMessages.noOfferToConfirm);
  await deps.notifications.announce(created);
  return loadRequest(deps, id, requesterId);
}

/** The requester marks an accepted request completed; the lender hears of it. */
export async function completeRequest(deps: RentalsDeps, requesterId: string, id: string): Promise<RentalRequest> {
  if (!isUuid(id)) throw requestNotFound();
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const completed = await completeRentalRequest(trx, id, requesterId, at);
    if (!completed) return undefined;
    if (!completed.accepted_by) return { recipientIds: [], emailsQueued: false };
    return createNotification(trx, {
      recipientId: completed.accepted_by,
      kind: 'rental_completed',
      actorId: requesterId,
      subject: { type: 'rental_request', id, title: completed.item_name },
      at,
    });
  });
  if (!created) throw await refuse(deps, id, (owner) => owner === requesterId, RentalMessages.notAccepted);
  await deps.notifications.announce(created);
  return loadRequest(deps, id, requesterId);
}

/** The requester cancels an open request; its own photo goes after the commit. */
export async function cancelRequest(deps: RentalsDeps, requesterId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw requestNotFound();
  const deleted = await deleteOpenRentalRequest(deps.db, id, requesterId);
  if (!deleted) throw await refuse(deps, id, (owner) => owner === requesterId, RentalMessages.notOpen);
  if (deleted.image_owned && deleted.image_key && deleted.image_thumbnail_key) {
    const failed = await deleteStoredImages(deps.storage, [deleted.image_key, deleted.image_thumbnail_key]);
    if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete rental request photos');
  }
}
