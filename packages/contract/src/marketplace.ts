import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { singleLine } from './text.js';

/**
 * The neighbour marketplace (issue 19, decision 0030): neighbours sell or give away things in their
 * area; organizations' existing listings (organizations.ts) appear in the same browse list.
 * Routes (all under /api/v1, bearer auth; neighbour accounts — organizations get 404):
 * - GET    /marketplace/config                            `{ currency, fraction_digits, max_price, max_photos }`
 *          (the installation's currency: the CURRENCY setting, ISO 4217)
 * - GET    /marketplace/items?category&free&min_price&max_price&search&page&limit
 *          available and reserved items of the caller's city (everything when the caller has no
 *          location) plus the organizations' active listings of that city, newest first. `category`
 *          keeps neighbours' items only (organization listings have none); `free=true` only free
 *          things; `min_price`/`max_price` in major units; `search` over title and description.
 * - POST   /marketplace/items                             multipart (title, description, category,
 *          condition, price; up to `MarketplaceLimits.maxPhotos` files `photos`) or JSON → 201 the item.
 *          `price` is in major units ('12.50'), 0 for free; at most 2 decimals (none for a currency
 *          without minor units), at most `MarketplaceLimits.maxPrice`. At most
 *          `MarketplaceLimits.itemsPerDay` new items per neighbour in 24 hours (429 beyond).
 * - GET    /marketplace/items/{id}                        one item (the seller also sees who is interested)
 * - PATCH  /marketplace/items/{id}                        seller only: edit the fields while available or
 *          reserved (409 once sold or withdrawn); `status: 'available'` releases a reservation
 * - DELETE /marketplace/items/{id}                        seller only: withdraw (available|reserved →
 *          withdrawn; 409 otherwise). The seller still sees it under /marketplace/mine.
 * - POST   /marketplace/items/{id}/interest               'I'm interested': recorded once per buyer
 *          (repeating answers 200 and notifies nobody again), the seller notified with the buyer's name
 *          (kind marketplace_interest); not the seller's own item (409), only an available item (409);
 *          at most `MarketplaceLimits.interestsPerDay` per neighbour per 24 hours (429).
 * - POST   /marketplace/items/{id}/reserve                seller only, `{ buyer_id }` of a neighbour who
 *          pressed 'I'm interested' (else 400): available → reserved; the buyer is notified
 *          (marketplace_reserved). Other states 409.
 * - POST   /marketplace/items/{id}/sold                   seller only: reserved → sold; else 409
 * - PUT    /marketplace/items/{id}/save, DELETE …/save  save or unsave (idempotent) → the item
 * - GET    /marketplace/saved?page&limit                  the caller's saved items, latest saved first
 * - GET    /marketplace/mine?page&limit                   the caller's own items in every status, newest first
 * Another neighbour's item that the caller may not see (withdrawn, hidden by moderation, across a
 * block) answers 404 like a missing one; so does a seller-only move by anyone else.
 * A new item also alerts neighbours of its city whose rentals keywords ('Notify me when…') match
 * its title or description: kind `marketplace_match`, governed by the `rental_match` preference, and
 * `board: 'marketplace'` on the notification (rentals' own alerts say `board: 'rentals'`).
 */
export const MarketplaceMessages = {
  configLoaded: 'Marketplace settings loaded',
  itemsLoaded: 'Marketplace items loaded',
  itemLoaded: 'Marketplace item loaded',
  itemCreated: 'Item listed',
  itemUpdated: 'Item updated',
  itemWithdrawn: 'Item withdrawn',
  itemReserved: 'Item reserved',
  itemSold: 'Item marked as sold',
  itemNotFound: 'Item not found',
  interestRecorded: 'The seller has been told you are interested',
  interestExists: 'You already told the seller you are interested',
  saved: 'Item saved',
  unsaved: 'Item removed from saved',
  savedLoaded: 'Saved items loaded',
  mineLoaded: 'Your listings loaded',
  notAvailable: 'This item is no longer available',
  notReserved: 'Only a reserved item can be marked as sold',
  notEditable: 'A sold or withdrawn item cannot be changed',
  notReservedToRelease: 'Only a reserved item can be made available again',
  ownItem: 'This is your own item',
  buyerRequired: 'Choose a buyer',
  buyerNotInterested: 'Choose someone who said they are interested',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 2000 characters',
  categoryInvalid: 'Choose a category',
  conditionInvalid: 'Choose a condition',
  priceRequired: 'Price is required (0 for free)',
  priceInvalid: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceDecimals: 'Price can have at most 2 decimals',
  priceNoDecimals: 'Price must be a whole number in this currency',
  priceTooHigh: 'Price must be at most 1,000,000',
  priceRangeInvalid: 'The lowest price must not be above the highest',
  tooManyPhotos: 'You can add up to 6 photos',
  tooManyItems: 'You can list up to 20 items a day. Please try again later.',
  tooManyInterests: 'You have said you are interested in many items today. Please try again later.',
  /** Web texts. */
  loadFailed: 'Failed to load the marketplace',
  empty: 'Nothing for sale nearby yet.',
  emptyFiltered: 'No items match these filters.',
  savedEmpty: 'You have not saved any items yet.',
  mineEmpty: 'You have not listed anything yet.',
  free: 'Free',
  sellerFallback: 'Neighbour',
} as const;

export const MarketplaceLimits = {
  titleMaxLength: 100,
  descriptionMaxLength: 2000,
  /** Photos per item (the marketplace's own limit, not UPLOAD_MAX_FILES_PER_POST). */
  maxPhotos: 6,
  /** The highest price in major units. */
  maxPrice: 1_000_000,
  /** New items one neighbour may list in any 24 hours. */
  itemsPerDay: 20,
  /** 'I'm interested' presses (new ones) one neighbour may make in any 24 hours. */
  interestsPerDay: 30,
  pageSize: 24,
  maxPageSize: 60,
  searchMaxLength: 100,
} as const;

export const marketplaceCategories = [
  'furniture',
  'electronics',
  'baby_kids',
  'clothing',
  'home_garden',
  'tools',
  'sports',
  'vehicles',
  'free_stuff',
  'other',
] as const;
export const marketplaceCategorySchema = z.enum(marketplaceCategories, {
  error: MarketplaceMessages.categoryInvalid,
});
export type MarketplaceCategory = z.infer<typeof marketplaceCategorySchema>;

export const marketplaceCategoryLabels: Record<MarketplaceCategory, string> = {
  furniture: 'Furniture',
  electronics: 'Electronics',
  baby_kids: 'Baby and kids',
  clothing: 'Clothing',
  home_garden: 'Home and garden',
  tools: 'Tools',
  sports: 'Sports',
  vehicles: 'Vehicles',
  free_stuff: 'Free stuff',
  other: 'Other',
};

export const marketplaceConditions = ['new', 'like_new', 'good', 'fair', 'for_parts'] as const;
export const marketplaceConditionSchema = z.enum(marketplaceConditions, {
  error: MarketplaceMessages.conditionInvalid,
});
export type MarketplaceCondition = z.infer<typeof marketplaceConditionSchema>;

export const marketplaceConditionLabels: Record<MarketplaceCondition, string> = {
  new: 'New',
  like_new: 'Like new',
  good: 'Good',
  fair: 'Fair',
  for_parts: 'For parts',
};

export const marketplaceStatuses = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export const marketplaceStatusSchema = z.enum(marketplaceStatuses);
export type MarketplaceStatus = z.infer<typeof marketplaceStatusSchema>;

/**
 * A price in major units as typed ('12.5', '0') or sent as a JSON number: not negative, a plain
 * decimal with at most 2 decimals, at most `MarketplaceLimits.maxPrice`. The server also refuses
 * decimals for a currency without minor units.
 */
export const marketplacePriceSchema = z
  .union([z.number(), z.string()], { error: MarketplaceMessages.priceRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(MarketplaceMessages.priceRequired);
    if (/^-\s*\d/.test(text)) return fail(MarketplaceMessages.priceNegative);
    if (!/^\d+(?:\.\d+)?$/.test(text)) return fail(MarketplaceMessages.priceInvalid);
    if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return fail(MarketplaceMessages.priceDecimals);
    const amount = Number(text);
    if (amount > MarketplaceLimits.maxPrice) return fail(MarketplaceMessages.priceTooHigh);
    return amount;
  });

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** The item's fields: one schema for the form and the route (multipart text fields or JSON). */
export const marketplaceItemFieldsSchema = z.object({
  title: singleLine(
    requiredText(MarketplaceLimits.titleMaxLength, MarketplaceMessages.titleRequired, MarketplaceMessages.titleTooLong),
  ),
  description: requiredText(
    MarketplaceLimits.descriptionMaxLength,
    MarketplaceMessages.descriptionRequired,
    MarketplaceMessages.descriptionTooLong,
  ),
  category: marketplaceCategorySchema,
  condition: marketplaceConditionSchema,
  price: marketplacePriceSchema,
});
export type MarketplaceItemFields = z.output<typeof marketplaceItemFieldsSchema>;

/** The new-item form: the fields plus up to 6 photos (sent as the repeated file field `photos`). */
export const marketplaceItemFormSchema = marketplaceItemFieldsSchema.extend({
  photos: z.array(z.custom<File>()).max(MarketplaceLimits.maxPhotos, MarketplaceMessages.tooManyPhotos),
});
export type MarketplaceItemForm = z.input<typeof marketplaceItemFormSchema>;

/** PATCH body: any subset of the fields; `status: 'available'` releases a reservation. */
export const updateMarketplaceItemBodySchema = marketplaceItemFieldsSchema.partial().extend({
  status: z.literal('available').optional(),
});
export type UpdateMarketplaceItemBody = z.input<typeof updateMarketplaceItemBodySchema>;

const priceQuery = z
  .string()
  .trim()
  .max(20)
  .regex(/^\d+(?:\.\d{1,2})?$/, MarketplaceMessages.priceInvalid)
  .transform(Number)
  .pipe(z.number().max(MarketplaceLimits.maxPrice, MarketplaceMessages.priceTooHigh))
  .optional();

export const marketplaceItemQuerySchema = pagingQuery(MarketplaceLimits.pageSize, MarketplaceLimits.maxPageSize)
  .extend({
    category: marketplaceCategorySchema.optional(),
    free: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    min_price: priceQuery,
    max_price: priceQuery,
    search: singleLine(z.string().trim().max(MarketplaceLimits.searchMaxLength)).optional(),
  })
  .refine(
    (query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    {
      message: MarketplaceMessages.priceRangeInvalid,
      path: ['min_price'],
    },
  );
export type MarketplaceItemQuery = z.output<typeof marketplaceItemQuerySchema>;
export type MarketplaceItemQueryInput = z.input<typeof marketplaceItemQuerySchema>;

export const marketplacePageQuerySchema = pagingQuery(MarketplaceLimits.pageSize, MarketplaceLimits.maxPageSize);
export type MarketplacePageQuery = z.output<typeof marketplacePageQuerySchema>;

export const marketplaceIdParamsSchema = z.object({ id: z.string() });

export const reserveMarketplaceItemBodySchema = z.object({
  buyer_id: z
    .string({ error: MarketplaceMessages.buyerRequired })
    .trim()
    .min(1, MarketplaceMessages.buyerRequired)
    .max(100),
});
export type ReserveMarketplaceItemBody = z.infer<typeof reserveMarketplaceItemBodySchema>;

// ---- Responses ----

export const marketplaceConfigSchema = z.object({
  /** ISO 4217 code; format with Intl.NumberFormat(locale, { style: 'currency', currency }). */
  currency: z.string(),
  /** Decimals of the currency's minor unit (2 for EUR, 0 for JPY). */
  fraction_digits: z.number().int(),
  max_price: z.number(),
  max_photos: z.number().int(),
});
export type MarketplaceConfig = z.infer<typeof marketplaceConfigSchema>;

const pictureRef = z.object({ url: z.string() }).nullable();

export const marketplacePersonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: pictureRef,
});
export type MarketplacePerson = z.infer<typeof marketplacePersonSchema>;

export const marketplacePriceValueSchema = z.object({
  /** Major units (12.5). */
  amount: z.number(),
  /** Minor units (1250), exact. */
  minor: z.number().int(),
  currency: z.string(),
  free: z.boolean(),
});
export type MarketplacePrice = z.infer<typeof marketplacePriceValueSchema>;

export const marketplaceItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** 'neighbour': an item of this board; 'organization': an organization's listing shown here too. */
  source: z.enum(['neighbour', 'organization']),
  title: z.string(),
  description: z.string(),
  /** Null for an organization's listing. */
  category: marketplaceCategorySchema.nullable(),
  condition: marketplaceConditionSchema.nullable(),
  price: marketplacePriceValueSchema,
  photos: z.array(z.object({ url: z.string(), thumbnail_url: z.string() })),
  status: marketplaceStatusSchema,
  /** The neighbour selling it (null for an organization's listing). */
  seller: marketplacePersonSchema.nullable(),
  /** The organization of a listing (null for a neighbour's item). */
  organization: z.object({ _id: z.string(), id: z.string(), name: z.string(), logo: pictureRef }).nullable(),
  location: z.object({ suburb: z.string(), city: z.string() }),
  is_mine: z.boolean(),
  saved: z.boolean(),
  /** The caller pressed 'I'm interested'. */
  interested: z.boolean(),
  /** How many neighbours are interested (the seller's own items; 0 for everyone else). */
  interest_count: z.number().int(),
  /** Reserved for the caller (a buyer's view of a reservation). */
  reserved_for_me: z.boolean(),
  /** The buyer it is reserved for or was sold to: only the seller sees it. */
  buyer: marketplacePersonSchema.nullable(),
  reserved_at: z.string().nullable(),
  sold_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** One item: the seller also gets the neighbours who are interested, first come first. */
export const marketplaceItemDetailSchema = marketplaceItemSchema.extend({
  interested_people: z.array(marketplacePersonSchema.extend({ interested_at: z.string() })),
});
export type MarketplaceItemDetail = z.infer<typeof marketplaceItemDetailSchema>;

export const marketplaceConfigResponseSchema = successEnvelope(marketplaceConfigSchema);
export const marketplaceItemResponseSchema = successEnvelope(marketplaceItemDetailSchema);
export const marketplaceItemListResponseSchema = listEnvelope(marketplaceItemSchema);
export const marketplaceInterestResponseSchema = successEnvelope(
  z.object({ item_id: z.string(), created: z.boolean() }),
);
