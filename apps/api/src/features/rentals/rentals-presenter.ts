import type { RentalKeyword, RentalPerson, RentalRequest } from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import type { RentalKeywordRow } from './rental-keywords-repository.js';
import type { RentalRequestRow } from './rental-requests-repository.js';

function person(
  id: string,
  firstName: string | null,
  lastName: string | null,
  email: string,
  avatarKey: string | null,
  urlFor: UrlFor,
): RentalPerson {
  return {
    _id: id,
    id,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    email,
    profile_picture: avatarKey ? { url: urlFor(avatarKey) } : null,
  };
}

/**
 * A request as `viewerId` may see it: the requester and the lender see each other's e-mail once the
 * requester has confirmed the lender (and everyone their own); nobody else sees an address.
 */
export function presentRentalRequest(row: RentalRequestRow, viewerId: string, urlFor: UrlFor): RentalRequest {
  const isRequester = viewerId === row.requester_id;
  const isLender = row.accepted_by !== null && viewerId === row.accepted_by;
  const confirmed = row.status !== 'open' && row.confirmed_at !== null;
  return {
    _id: row.id,
    id: row.id,
    itemName: row.item_name,
    description: row.description,
    duration: row.duration,
    imageUrl: row.image_key ? urlFor(row.image_key) : null,
    thumbnailUrl: row.image_thumbnail_key ? urlFor(row.image_thumbnail_key) : null,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
    requester: person(
      row.requester_id,
      row.requester_first_name,
      row.requester_last_name,
      isRequester || (isLender && confirmed) ? row.requester_email : '',
      row.requester_avatar_key,
      urlFor,
    ),
    acceptedBy:
      row.accepted_by === null
        ? null
        : person(
            row.accepted_by,
            row.lender_first_name,
            row.lender_last_name,
            isLender || (isRequester && confirmed) ? (row.lender_email ?? '') : '',
            row.lender_avatar_key,
            urlFor,
          ),
    location: { suburb: row.location_suburb, city: row.location_city },
  };
}

export function presentKeyword(row: RentalKeywordRow): RentalKeyword {
  return { _id: row.id, id: row.id, keyword: row.keyword, createdAt: row.created_at.toISOString() };
}
