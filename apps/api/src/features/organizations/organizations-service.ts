import {
  OrganizationMessages,
  type Organization,
  type OrganizationOwner,
  type UpdateOrganizationBody,
} from '@ourhood/contract';
import { requireOwnOrganization as requireOwnOrganizationAccess } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import { reverseGeocode, roundPlaceCoordinate } from '../../lib/geo/index.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentOrganization, presentOrganizationOwner } from './organizations-presenter.js';
import {
  findOrganizationById,
  findOrganizationByOwner,
  replaceOrganizationImage,
  updateOrganizationFields,
  type OrganizationChanges,
  type OrganizationImage,
} from './organizations-repository.js';

export const organizationNotFound = () => AppError.notFound(OrganizationMessages.organizationNotFound);

export async function getOrganization(deps: OrganizationsDeps, viewerId: string, id: string): Promise<Organization> {
  if (!isUuid(id)) throw organizationNotFound();
  const row = await findOrganizationById(deps.db, id, viewerId);
  if (!row) throw organizationNotFound();
  return presentOrganization(row, deps.urlFor);
}

/** The caller's organization id; 404 for anyone without one (never 403, which signs spec clients out). */
export function requireOwnOrganization(deps: OrganizationsDeps, ownerId: string): Promise<string> {
  return requireOwnOrganizationAccess(deps.db, { id: ownerId });
}

export async function getOwnOrganization(deps: OrganizationsDeps, ownerId: string): Promise<OrganizationOwner> {
  const row = await findOrganizationByOwner(deps.db, ownerId);
  if (!row) throw organizationNotFound();
  return presentOrganizationOwner(row, deps.urlFor);
}

/** PATCH /organization/me. Coordinates are resolved offline; only the area and rounded ones are kept. */
export async function updateOwnOrganization(
  deps: OrganizationsDeps,
  ownerId: string,
  body: UpdateOrganizationBody,
): Promise<OrganizationOwner> {
  const { latitude, longitude, opening_hours: hours, ...fields } = body;
  if ((latitude === undefined) !== (longitude === undefined)) {
    const field = latitude === undefined ? 'latitude' : 'longitude';
    const message = latitude === undefined ? 'Latitude is required' : 'Longitude is required';
    throw AppError.badRequest(message, { [field]: message });
  }
  const changes: OrganizationChanges = { ...fields };
  if (hours !== undefined) changes.opening_hours = JSON.stringify(hours);
  if (latitude !== undefined && longitude !== undefined) {
    const area = reverseGeocode(latitude, longitude);
    changes.location_suburb = area.suburb;
    changes.location_city = area.city;
    changes.location_state = area.state;
    changes.location_country = area.country;
    // A public address: its pin keeps about a metre (issue 44), unlike a neighbour's location.
    changes.location_lat = roundPlaceCoordinate(latitude);
    changes.location_lng = roundPlaceCoordinate(longitude);
  }
  await requireOwnOrganization(deps, ownerId);
  await deps.db.transaction().execute((trx) => updateOrganizationFields(trx, ownerId, changes, deps.clock.now()));
  return getOwnOrganization(deps, ownerId);
}

/** Sets the logo or cover from an upload; the old files go after the commit, the new on failure. */
export async function setOrganizationImage(
  deps: OrganizationsDeps,
  ownerId: string,
  which: OrganizationImage,
  upload: MultipartUpload,
): Promise<OrganizationOwner> {
  let oldKeys: string[];
  try {
    const image = upload.images[0];
    if (!image)
      throw AppError.badRequest(OrganizationMessages.imageRequired, { image: OrganizationMessages.imageRequired });
    const replaced = await deps.db
      .transaction()
      .execute((trx) => replaceOrganizationImage(trx, ownerId, which, image.keys, deps.clock.now()));
    if (!replaced) throw organizationNotFound();
    oldKeys = replaced;
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await deleteFiles(deps, oldKeys);
  return getOwnOrganization(deps, ownerId);
}

export async function removeOrganizationImage(
  deps: OrganizationsDeps,
  ownerId: string,
  which: OrganizationImage,
): Promise<OrganizationOwner> {
  const oldKeys = await deps.db
    .transaction()
    .execute((trx) => replaceOrganizationImage(trx, ownerId, which, null, deps.clock.now()));
  if (!oldKeys) throw organizationNotFound();
  await deleteFiles(deps, oldKeys);
  return getOwnOrganization(deps, ownerId);
}

export async function deleteFiles(deps: OrganizationsDeps, keys: string[]): Promise<void> {
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete replaced organization media');
}
