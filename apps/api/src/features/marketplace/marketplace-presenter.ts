import type {
  MarketplaceCategory,
  MarketplaceCondition,
  MarketplaceItem,
  MarketplaceItemDetail,
  MarketplacePerson,
  MarketplaceStatus,
} from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import { fromMinor, type Currency } from './marketplace-money.js';
import type { InterestedRow, MarketplaceRow } from './marketplace-repository.js';

function person(
  id: string,
  firstName: string | null,
  lastName: string | null,
  avatarKey: string | null,
  urlFor: UrlFor,
): MarketplacePerson {
  return {
    _id: id,
    id,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    profile_picture: avatarKey ? { url: urlFor(avatarKey) } : null,
  };
}

/**
 * An item as `viewerId` sees it: the buyer it is reserved for or sold to only to the seller (the
 * buyer learns it is theirs through `reserved_for_me`); interest counts only to the seller.
 */
export function presentItem(
  row: MarketplaceRow,
  viewerId: string,
  installationCurrency: Currency,
  urlFor: UrlFor,
): MarketplaceItem {
  const isMine = row.seller_id === viewerId;
  const currency: Currency =
    row.currency === null || row.currency === installationCurrency.code
      ? installationCurrency
      : {
          code: row.currency,
          digits: installationCurrency.digitsOf(row.currency),
          digitsOf: installationCurrency.digitsOf,
        };
  const minor = Number(row.price_minor);
  return {
    _id: row.id,
    id: row.id,
    source: row.source,
    title: row.title,
    description: row.description,
    category: row.category as MarketplaceCategory | null,
    condition: row.condition as MarketplaceCondition | null,
    price: { amount: fromMinor(minor, currency.digits), minor, currency: currency.code, free: minor === 0 },
    photos: row.photos.map((photo) => ({ url: urlFor(photo.display), thumbnail_url: urlFor(photo.thumbnail) })),
    status: row.status as MarketplaceStatus,
    seller:
      row.seller_id === null
        ? null
        : person(row.seller_id, row.seller_first_name, row.seller_last_name, row.seller_avatar_key, urlFor),
    organization:
      row.organization_id === null
        ? null
        : {
            _id: row.organization_id,
            id: row.organization_id,
            name: row.organization_name ?? '',
            logo: row.organization_logo_key ? { url: urlFor(row.organization_logo_key) } : null,
          },
    location: { suburb: row.location_suburb, city: row.location_city },
    is_mine: isMine,
    saved: row.is_saved,
    interested: row.is_interested,
    interest_count: isMine ? row.interest_count : 0,
    reserved_for_me: row.buyer_id !== null && row.buyer_id === viewerId,
    buyer:
      isMine && row.buyer_id !== null
        ? person(row.buyer_id, row.buyer_first_name, row.buyer_last_name, row.buyer_avatar_key, urlFor)
        : null,
    reserved_at: row.reserved_at ? row.reserved_at.toISOString() : null,
    sold_at: row.sold_at ? row.sold_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentItemDetail(
  row: MarketplaceRow,
  interested: readonly InterestedRow[],
  viewerId: string,
  currency: Currency,
  urlFor: UrlFor,
): MarketplaceItemDetail {
  return {
    ...presentItem(row, viewerId, currency, urlFor),
    interested_people:
      row.seller_id === viewerId
        ? interested.map((r) => ({
            ...person(r.id, r.first_name, r.last_name, r.avatar_thumbnail_key, urlFor),
            interested_at: r.created_at.toISOString(),
          }))
        : [],
  };
}
