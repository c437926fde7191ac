import {
  createListingFieldsSchema,
  OrganizationMessages,
  pageMetadata,
  type Listing,
  type OrganizationPageQuery,
  type PageMetadata,
  type UpdateListingBody,
} from '@ourhood/contract';
import { Permission, requireAccess } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import type { MultipartUpload } from '../../lib/images/index.js';
import { createNotification } from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { isUuid } from '../../lib/uuid.js';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentListing } from './organizations-presenter.js';
import { deleteFiles, requireOwnOrganization } from './organizations-service.js';
import {
  deleteInterest,
  deleteListingRow,
  findActiveListingOwner,
  findListing,
  insertInterest,
  insertListing,
  listListings,
  lockOwnListing,
  updateListingFields,
} from './listings-repository.js';

const listingNotFound = () => AppError.notFound(OrganizationMessages.listingNotFound);

async function loadListing(deps: OrganizationsDeps, id: string, viewerId: string): Promise<Listing> {
  const row = await findListing(deps.db, id, viewerId);
  if (!row) throw listingNotFound();
  return presentListing(row, deps.urlFor);
}

type ListingPage = { data: Listing[]; metadata: PageMetadata };

async function listingPage(
  deps: OrganizationsDeps,
  organizationId: string,
  viewerId: string,
  query: OrganizationPageQuery,
  includeInactive: boolean,
): Promise<ListingPage> {
  const { rows, total } = await listListings(deps.db, organizationId, viewerId, {
    includeInactive,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map((row) => presentListing(row, deps.urlFor)),
    metadata: pageMetadata(query.page, query.limit, total),
  };
}

/** GET /organization/{id}/listings: active listings only. */
export async function getPublicListings(
  deps: OrganizationsDeps,
  viewerId: string,
  organizationId: string,
  query: OrganizationPageQuery,
): Promise<ListingPage> {
  // The organization's page rules (decision 0020): hidden ones and those across a block are 404.
  await requireAccess(deps.db, { id: viewerId }, Permission.OrganizationRead, organizationId);
  return listingPage(deps, organizationId, viewerId, query, false);
}

/** GET /organization/me/listings: every own listing, active or not. */
export async function getOwnListings(
  deps: OrganizationsDeps,
  ownerId: string,
  query: OrganizationPageQuery,
): Promise<ListingPage> {
  const organizationId = await requireOwnOrganization(deps, ownerId);
  return listingPage(deps, organizationId, ownerId, query, true);
}

/** POST /organization/me/listings (multipart): fields validated by the contract, optional photo. */
export async function createListing(
  deps: OrganizationsDeps,
  ownerId: string,
  upload: MultipartUpload,
): Promise<Listing> {
  let id: string;
  try {
    const organizationId = await requireOwnOrganization(deps, ownerId);
    const fields = parseFields(createListingFieldsSchema, upload.fields, {
      fallback: { field: 'title', message: OrganizationMessages.titleRequired },
      firstOnly: true,
    });
    const photo = upload.images[0]?.keys ?? null;
    id = await deps.db.transaction().execute((trx) =>
      insertListing(trx, {
        organizationId,
        title: fields.title,
        description: fields.description,
        priceCents: fields.price_cents,
        active: fields.active,
        photo,
        at: deps.clock.now(),
      }),
    );
  } catch (error) {
    await upload.discard();
    throw error;
  }
  return loadListing(deps, id, ownerId);
}

export async function updateListing(
  deps: OrganizationsDeps,
  ownerId: string,
  id: string,
  body: UpdateListingBody,
): Promise<Listing> {
  const organizationId = await requireOwnOrganization(deps, ownerId);
  if (!isUuid(id)) throw listingNotFound();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockOwnListing(trx, organizationId, id))) throw listingNotFound();
    await updateListingFields(trx, id, body, deps.clock.now());
  });
  return loadListing(deps, id, ownerId);
}

/** POST /organization/me/listings/{id}/photo: replaces the photo; old files go after the commit. */
export async function setListingPhoto(
  deps: OrganizationsDeps,
  ownerId: string,
  id: string,
  upload: MultipartUpload,
): Promise<Listing> {
  let oldKeys: string[];
  try {
    const organizationId = await requireOwnOrganization(deps, ownerId);
    if (!isUuid(id)) throw listingNotFound();
    const image = upload.images[0];
    if (!image)
      throw AppError.badRequest(OrganizationMessages.imageRequired, { photo: OrganizationMessages.imageRequired });
    oldKeys = await deps.db.transaction().execute(async (trx) => {
      const current = await lockOwnListing(trx, organizationId, id);
      if (!current) throw listingNotFound();
      await updateListingFields(
        trx,
        id,
        { photo_key: image.keys.display, photo_thumbnail_key: image.keys.thumbnail },
        deps.clock.now(),
      );
      return [current.photo_key, current.photo_thumbnail_key].filter((key): key is string => key !== null);
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await deleteFiles(deps, oldKeys);
  return loadListing(deps, id, ownerId);
}

export async function deleteListing(deps: OrganizationsDeps, ownerId: string, id: string): Promise<void> {
  const organizationId = await requireOwnOrganization(deps, ownerId);
  if (!isUuid(id)) throw listingNotFound();
  const keys = await deps.db.transaction().execute(async (trx) => {
    const current = await lockOwnListing(trx, organizationId, id);
    if (!current) throw listingNotFound();
    await deleteListingRow(trx, id);
    return [current.photo_key, current.photo_thumbnail_key].filter((key): key is string => key !== null);
  });
  await deleteFiles(deps, keys);
}

/**
 * "I'm interested" (or not any more) in an active listing. Idempotent; a new interest notifies the
 * organization in the same transaction.
 */
export async function setInterest(
  deps: OrganizationsDeps,
  userId: string,
  id: string,
  interested: boolean,
): Promise<Listing> {
  if (!isUuid(id)) throw listingNotFound();
  const created = await deps.db.transaction().execute(async (trx) => {
    const listing = await findActiveListingOwner(trx, id);
    if (!listing) throw listingNotFound();
    if (!interested) {
      await deleteInterest(trx, id, userId);
      return undefined;
    }
    const at = deps.clock.now();
    if (!(await insertInterest(trx, id, userId, at))) return undefined;
    return createNotification(trx, {
      recipientId: listing.owner_id,
      kind: 'listing_interest',
      actorId: userId,
      subject: { type: 'listing', id: listing.id, title: listing.title },
      at,
      filterWith: deps.trust,
    });
  });
  if (created) await deps.notifications.hub.announce(created);
  return loadListing(deps, id, userId);
}
