import type { Listing, OrganizationOwner, OrganizationUpdate, Review } from '@ourhood/contract';
import { author, organization } from './fixtures';

// The organization dashboard's records (its own profile, listings, reviews, updates), shaped by the
// contract's types like fixtures.ts, with overrides for what a test is about.

const at = '2026-11-28T10:00:00.000Z';

/** The organization's own profile, as GET /organization/me answers it. */
export function organizationOwner(overrides: Partial<OrganizationOwner> = {}): OrganizationOwner {
  const base = organization({ contact_email: 'hello@fitzroybakery.test', email: 'hello@fitzroybakery.test' });
  return {
    ...base,
    // A closed day keeps valid times, as the API stores it (the contract's default hours).
    opening_hours: { ...base.opening_hours, sunday: { closed: true, open: '09:00', close: '17:00' } },
    contact_email_public: true,
    contact_phone_public: false,
    ...overrides,
  };
}

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: 'l1',
    id: 'l1',
    organization_id: 'o1',
    title: 'Sourdough loaf',
    description: 'Baked this morning',
    price_cents: 850,
    price_label: '$8.50',
    photo: null,
    active: true,
    interested_count: 4,
    is_interested: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'rv1',
    id: 'rv1',
    organization_id: 'o1',
    author: author(),
    rating: 4,
    text: 'Best rye in the suburb, a bit of a queue on Saturdays',
    helpful_count: 2,
    is_helpful: false,
    is_mine: false,
    reply: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function organizationUpdate(overrides: Partial<OrganizationUpdate> = {}): OrganizationUpdate {
  return {
    _id: 'up1',
    id: 'up1',
    text: 'Hot cross buns are back from Friday',
    media: [],
    offer_ends_at: null,
    reach: { seen: 120, reacted: 14, commented: 3 },
    created_at: at,
    ...overrides,
  };
}
