import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import { latitudeSchema, longitudeSchema, locationSchema } from './location.js';
import { organizationRatingSchema } from './reviews.js';
import { singleLine } from './text.js';

/**
 * Organizations: directory, pages, listings, customers and notifications. Routes (all under
 * /api/v1, bearer auth). "Org-only" routes answer 404 to anyone but an organization account.
 * - GET    /organization/all?page&limit&search&sort directory; typo-tolerant search, else nearest (or best rated) first
 * - GET    /organization/{id}                      public view (hidden contact fields are '')
 * - GET    /organization/{id}/listings             its active listings
 * - POST   /organization/listings/{id}/interest    "I'm interested" (idempotent) → the listing
 * - DELETE /organization/listings/{id}/interest    withdraw interest (idempotent) → the listing
 * - GET    /organization/me                        org-only: own profile (owner view, with visibility flags)
 * - PATCH  /organization/me                        org-only: update profile → owner view
 * - POST   /organization/me/logo, /cover           org-only: multipart file field `image` → owner view
 * - DELETE /organization/me/logo, /cover           org-only: remove → owner view
 * - GET    /organization/me/listings               org-only: all own listings (active or not), paged
 * - POST   /organization/me/listings               org-only: multipart fields + optional file `photo`
 * - PATCH  /organization/me/listings/{id}          org-only: JSON fields (incl. active) → the listing
 * - POST   /organization/me/listings/{id}/photo    org-only: multipart file field `photo` → the listing
 * - DELETE /organization/me/listings/{id}          org-only → `{ _id, id }`
 * - GET    /organization/me/customers              org-only: neighbours who follow or showed interest, paged
 * - GET    /organization/me/notifications          org-only: as GET /notifications (notifications.ts)
 * - PATCH  /organization/me/notifications/{id}/read   org-only → the notification
 * - POST   /organization/me/notifications/read-all    org-only → `{ updated }`
 * Following an organization is POST /users/{owner_id}/follow (and /unfollow), as for people.
 */
export const OrganizationMessages = {
  organizationNotFound: 'Organization not found',
  listingNotFound: 'Listing not found',
  notificationNotFound: 'Notification not found',
  directoryLoaded: 'Organizations loaded',
  organizationLoaded: 'Organization loaded',
  profileUpdated: 'Business profile updated',
  logoUpdated: 'Logo updated',
  logoRemoved: 'Logo removed',
  coverUpdated: 'Cover photo updated',
  coverRemoved: 'Cover photo removed',
  imageRequired: 'Choose an image to upload',
  listingsLoaded: 'Listings loaded',
  listingCreated: 'Listing created',
  listingUpdated: 'Listing updated',
  listingDeleted: 'Listing deleted',
  photoUpdated: 'Listing photo updated',
  interested: 'Marked as interested',
  notInterested: 'Interest removed',
  customersLoaded: 'Customers loaded',
  notificationsLoaded: 'Notifications loaded',
  notificationRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  businessNameRequired: 'Business name is required',
  businessNameShort: 'Business name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Please enter a valid website address',
  phoneInvalid: 'Please enter a valid phone number',
  descriptionTooLong: 'Description must be at most 2000 characters',
  timeInvalid: 'Use the HH:MM format',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  priceInvalid: 'Price must be zero or more',
  free: 'Free',
} as const;

export const OrganizationLimits = {
  descriptionMaxLength: 2000,
  categoryMaxLength: 80,
  addressMaxLength: 200,
  listingTitleMaxLength: 120,
  listingDescriptionMaxLength: 2000,
  /** Highest price in cents (one million of the currency). */
  maxPriceCents: 100_000_000,
  openingHoursNoteMaxLength: 300,
} as const;

const imageRef = z.object({ url: z.string() }).nullable();

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, OrganizationMessages.timeInvalid);

/** One day: closed, or open between two "HH:MM" times (close may be before open for overnight hours). */
export const dayHoursSchema = z.object({ closed: z.boolean(), open: timeSchema, close: timeSchema });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Opening hours: every weekday plus a free-text note ('Closed on public holidays'). */
export const openingHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
  note: z.string().trim().max(OrganizationLimits.openingHoursNoteMaxLength),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** What a new organization starts with: every day closed, no note (the UI says 'Hours not set'). */
export const EMPTY_OPENING_HOURS: OpeningHours = {
  monday: { closed: true, open: '09:00', close: '17:00' },
  tuesday: { closed: true, open: '09:00', close: '17:00' },
  wednesday: { closed: true, open: '09:00', close: '17:00' },
  thursday: { closed: true, open: '09:00', close: '17:00' },
  friday: { closed: true, open: '09:00', close: '17:00' },
  saturday: { closed: true, open: '09:00', close: '17:00' },
  sunday: { closed: true, open: '09:00', close: '17:00' },
  note: '',
};

/**
 * An organization as everyone sees it (docs/api.md's minimum fields plus extras). Contact fields the
 * organization keeps private are '' here. `owner_id` is the account's user id, for follow calls.
 */
export const organizationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  owner_id: z.string(),
  business_name: z.string(),
  name: z.string(),
  contact_email: z.string(),
  email: z.string(),
  contact_phone: z.string(),
  phone: z.string(),
  address: z.string(),
  location: locationSchema,
  /** The pin at its public address (issue 44), null until the organization sets one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string(),
  state: z.string(),
  cover_photo: imageRef,
  profile_picture: imageRef,
  logo: imageRef,
  description: z.string(),
  category: z.string(),
  website: z.string(),
  opening_hours: openingHoursSchema,
  followers_count: z.number().int(),
  listings_count: z.number().int(),
  is_following: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Issue 19: the average of its reviews to one decimal (null without any) and their count. */
  rating: organizationRatingSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/** The owner's view (GET/PATCH /organization/me): every contact field plus whether it is public. */
export const organizationOwnerSchema = organizationSchema.extend({
  contact_email_public: z.boolean(),
  contact_phone_public: z.boolean(),
});
export type OrganizationOwner = z.infer<typeof organizationOwnerSchema>;

/** A product, service or offer. `price_cents` null means free; `price_label` is 'Free' or '$12.50'. */
export const listingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  organization_id: z.string(),
  title: z.string(),
  description: z.string(),
  price_cents: z.number().int().nullable(),
  price_label: z.string(),
  photo: z.object({ url: z.string(), thumbnail_url: z.string() }).nullable(),
  active: z.boolean(),
  interested_count: z.number().int(),
  is_interested: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/** Formats a price for display: null or 0 → 'Free', else dollars with two decimals. */
export function formatPriceLabel(priceCents: number | null): string {
  if (priceCents === null || priceCents === 0) return OrganizationMessages.free;
  return `$${(priceCents / 100).toFixed(2)}`;
}

export const customerInteractionSchema = z.object({
  kind: z.enum(['follow', 'interested']),
  listing_id: z.string().optional(),
  listing_title: z.string().optional(),
  at: z.string(),
});
export type CustomerInteraction = z.infer<typeof customerInteractionSchema>;

/** A neighbour who follows the organization or showed interest in its listings. */
export const customerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: imageRef,
  relations: z.object({
    followed_at: z.string().nullable(),
    last_interaction_at: z.string().nullable(),
    interactions: z.array(customerInteractionSchema),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

// ---- Request bodies and queries ----

const optionalEmail = z
  .string()
  .trim()
  .max(254, OrganizationMessages.emailInvalid)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), OrganizationMessages.emailInvalid)
  .transform((value) => value.toLowerCase());

const optionalPhone = z
  .string()
  .trim()
  .max(40, OrganizationMessages.phoneInvalid)
  .refine((value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value), OrganizationMessages.phoneInvalid);

/** Accepts 'example.com' or 'https://example.com/…'; stores it with a scheme. '' clears it. */
const optionalWebsite = z
  .string()
  .trim()
  .max(300, OrganizationMessages.websiteInvalid)
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, OrganizationMessages.websiteInvalid);

export const businessNameSchema = singleLine(
  z
    .string({ error: OrganizationMessages.businessNameRequired })
    .trim()
    .min(1, OrganizationMessages.businessNameRequired)
    .min(Limits.nameMinLength, OrganizationMessages.businessNameShort)
    .max(120),
);

/** PATCH /organization/me: any subset. Coordinates, when given, are resolved to the area only. */
export const updateOrganizationBodySchema = z.object({
  business_name: businessNameSchema.optional(),
  description: z
    .string()
    .trim()
    .max(OrganizationLimits.descriptionMaxLength, OrganizationMessages.descriptionTooLong)
    .optional(),
  category: singleLine(z.string().trim().max(OrganizationLimits.categoryMaxLength)).optional(),
  contact_email: optionalEmail.optional(),
  contact_phone: optionalPhone.optional(),
  contact_email_public: z.boolean().optional(),
  contact_phone_public: z.boolean().optional(),
  website: optionalWebsite.optional(),
  address: singleLine(z.string().trim().max(OrganizationLimits.addressMaxLength)).optional(),
  city: singleLine(z.string().trim().max(100)).optional(),
  state: singleLine(z.string().trim().max(100)).optional(),
  opening_hours: openingHoursSchema.optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

const priceCentsSchema = z
  .number({ error: OrganizationMessages.priceInvalid })
  .int(OrganizationMessages.priceInvalid)
  .min(0, OrganizationMessages.priceInvalid)
  .max(OrganizationLimits.maxPriceCents, OrganizationMessages.priceInvalid)
  .nullable();

const listingTitleSchema = singleLine(
  z
    .string({ error: OrganizationMessages.titleRequired })
    .trim()
    .min(1, OrganizationMessages.titleRequired)
    .max(OrganizationLimits.listingTitleMaxLength, OrganizationMessages.titleTooLong),
);

const listingDescriptionSchema = z.string().trim().max(OrganizationLimits.listingDescriptionMaxLength);

/** PATCH /organization/me/listings/{id} (JSON). */
export const updateListingBodySchema = z.object({
  title: listingTitleSchema.optional(),
  description: listingDescriptionSchema.optional(),
  price_cents: priceCentsSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateListingBody = z.infer<typeof updateListingBodySchema>;

/**
 * Text fields of POST /organization/me/listings (multipart, so every value arrives as a string):
 * `price_cents` '' or absent = free; `active` 'true'/'false' (default true).
 */
export const createListingFieldsSchema = z.object({
  title: listingTitleSchema,
  description: listingDescriptionSchema.default(''),
  price_cents: z
    .union([z.literal(''), z.coerce.number({ error: OrganizationMessages.priceInvalid })])
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value))
    .pipe(priceCentsSchema),
  active: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type CreateListingFields = z.infer<typeof createListingFieldsSchema>;

/**
 * The listing dialog (create and edit): the routes' title and description rules, a Free switch and
 * the price in dollars as typed, checked into the routes' `price_cents` (priceCentsSchema), and an
 * optional photo. Every field's message shows at once (`when`); the output is the routes' fields.
 */
export const listingFormSchema = z
  .object({
    title: listingTitleSchema,
    description: listingDescriptionSchema,
    free: z.boolean(),
    price: z.string(),
    photo: z.array(z.custom<File>()).max(1),
  })
  .refine(
    (value) => {
      const fields = value as { free?: unknown; price?: unknown };
      if (fields.free) return true;
      const text = typeof fields.price === 'string' ? fields.price.trim() : '';
      return text !== '' && priceCentsSchema.safeParse(Math.round(Number(text) * 100)).success;
    },
    { path: ['price'], message: OrganizationMessages.priceInvalid, when: () => true },
  )
  .transform(({ title, description, free, price, photo }) => ({
    title,
    description,
    price_cents: free ? null : Math.round(Number(price.trim()) * 100),
    photo: photo[0] ?? null,
  }));
export type ListingForm = z.input<typeof listingFormSchema>;

/** GET /organization/all: page from 1, limit default 10 capped at 50, optional search. */
export const organizationDirectoryQuerySchema = pagingQuery(
  Limits.organizationDirectoryLimit,
  Limits.maxPageSize,
).extend({
  search: singleLine(z.string().trim().max(200)).optional(),
  /** Issue 19: 'rating' lists the best rated first (without a search); default nearest first. */
  sort: z.enum(['nearest', 'rating']).optional(),
});
export type OrganizationDirectoryQuery = z.infer<typeof organizationDirectoryQuerySchema>;

/** Other paged lists of this feature (listings, customers, notifications). */
export const organizationPageQuerySchema = pagingQuery(Limits.profileListLimit, Limits.maxPageSize);
export type OrganizationPageQuery = z.infer<typeof organizationPageQuerySchema>;

// ---- Responses ----

export const organizationResponseSchema = successEnvelope(organizationSchema);
export const organizationOwnerResponseSchema = successEnvelope(organizationOwnerSchema);
export const organizationListResponseSchema = listEnvelope(organizationSchema);
export const listingResponseSchema = successEnvelope(listingSchema);
export const listingListResponseSchema = listEnvelope(listingSchema);
export const customerListResponseSchema = listEnvelope(customerSchema);
