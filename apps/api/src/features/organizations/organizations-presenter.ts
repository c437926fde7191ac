import {
  EMPTY_OPENING_HOURS,
  formatPriceLabel,
  openingHoursSchema,
  ratingOf,
  type Customer,
  type CustomerInteraction,
  type Listing,
  type OpeningHours,
  type Organization,
  type OrganizationOwner,
} from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import type { listCustomers } from './customers-repository.js';
import type { ListingRow } from './listings-repository.js';
import type { OrganizationRow } from './organizations-repository.js';

function openingHours(value: unknown): OpeningHours {
  const parsed = openingHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_OPENING_HOURS;
}

/** The owner's view: every contact field, and whether each is public. */
export function presentOrganizationOwner(row: OrganizationRow, urlFor: UrlFor): OrganizationOwner {
  const logo = row.logo_key ? { url: urlFor(row.logo_key) } : null;
  const city = row.city || row.location_city;
  const state = row.state || row.location_state;
  return {
    _id: row.id,
    id: row.id,
    owner_id: row.owner_id,
    business_name: row.business_name,
    name: row.business_name,
    contact_email: row.contact_email,
    email: row.contact_email,
    contact_phone: row.contact_phone,
    phone: row.contact_phone,
    address: row.address,
    location: { suburb: row.location_suburb, city, state, country: row.location_country },
    latitude: row.location_lat === null ? null : Number(row.location_lat),
    longitude: row.location_lng === null ? null : Number(row.location_lng),
    city,
    state,
    cover_photo: row.cover_key ? { url: urlFor(row.cover_key) } : null,
    profile_picture: logo,
    logo,
    description: row.description,
    category: row.category,
    website: row.website,
    opening_hours: openingHours(row.opening_hours),
    followers_count: Number(row.followers_count),
    listings_count: Number(row.listings_count),
    is_following: row.is_following,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    rating: ratingOf(row.rating_sum, row.rating_count),
    contact_email_public: row.contact_email_public,
    contact_phone_public: row.contact_phone_public,
  };
}

/** Everyone else's view: private contact fields are '' and the visibility flags are left out. */
export function presentOrganization(row: OrganizationRow, urlFor: UrlFor): Organization {
  const {
    contact_email_public: emailPublic,
    contact_phone_public: phonePublic,
    ...view
  } = presentOrganizationOwner(row, urlFor);
  const email = emailPublic ? view.contact_email : '';
  const phone = phonePublic ? view.contact_phone : '';
  return { ...view, contact_email: email, email, contact_phone: phone, phone };
}

export function presentListing(row: ListingRow, urlFor: UrlFor): Listing {
  return {
    _id: row.id,
    id: row.id,
    organization_id: row.organization_id,
    title: row.title,
    description: row.description,
    price_cents: row.price_cents,
    price_label: formatPriceLabel(row.price_cents),
    photo:
      row.photo_key && row.photo_thumbnail_key
        ? { url: urlFor(row.photo_key), thumbnail_url: urlFor(row.photo_thumbnail_key) }
        : null,
    active: row.active,
    interested_count: Number(row.interested_count),
    is_interested: row.is_interested,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type CustomersPage = Awaited<ReturnType<typeof listCustomers>>;

export function presentCustomers(page: CustomersPage, urlFor: UrlFor): Customer[] {
  return page.rows.map((row) => {
    const mine = page.interactions.filter((event) => event.user_id === row.id);
    const follow = mine.find((event) => event.kind === 'follow');
    const interactions: CustomerInteraction[] = mine.map((event) => ({
      kind: event.kind,
      ...(event.listing_id ? { listing_id: event.listing_id } : {}),
      ...(event.listing_title ? { listing_title: event.listing_title } : {}),
      at: new Date(event.at).toISOString(),
    }));
    return {
      _id: row.id,
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      first_name: row.first_name,
      last_name: row.last_name,
      profile_picture: row.avatar_key ? { url: urlFor(row.avatar_key) } : null,
      relations: {
        followed_at: follow ? new Date(follow.at).toISOString() : null,
        last_interaction_at: new Date(row.last_at).toISOString(),
        interactions,
      },
    };
  });
}
