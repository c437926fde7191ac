import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { isSingleLine, singleLine, TextMessages } from './text.js';

/**
 * Rentals board: neighbours ask to borrow things, others lend them, and "notify me when…" keywords.
 * Routes (all under /api/v1, bearer auth; neighbour accounts — organizations get 404):
 * - GET    /rentals/requests?page&limit&search&status&role   requests in the caller's area (same city;
 *          everything when the caller has no location) plus the caller's own, newest first. `search`:
 *          case-insensitive over item name, description and requester name; `role=requester|lender`:
 *          only those the caller asked for / lends.
 * - GET    /rentals/requests/{id}                             one request (404 when gone)
 * - POST   /rentals/requests                                  multipart (itemName, description, duration,
 *          file `image`) or JSON (itemName, description, duration, imageUrl?) → 201 the request.
 *          `imageUrl` must be a URL of media this server stored (never fetched); else 400.
 *          At most `RentalLimits.requestsPerDay` new requests per neighbour in any 24 hours (cancelled
 *          ones count): beyond it 429 with `Retry-After` and `RentalMessages.tooManyRequests`.
 * - POST   /rentals/requests/{id}/accept                      offer to lend it: open → accepted, atomically;
 *          the requester cannot (404 like a missing one); not open → 409. A lender holds at most
 *          `RentalLimits.maxActiveLoans` accepted, not yet completed requests at once: beyond, 409
 *          with `RentalMessages.tooManyLoans`.
 * - POST   /rentals/requests/{id}/confirm                     requester only: confirms the lender of an
 *          accepted request (`confirmedAt` set; contact details shown from now on; the lender is
 *          notified, kind rental_confirmed); already confirmed or not accepted → 409
 * - POST   /rentals/requests/{id}/decline                     requester only: declines an unconfirmed
 *          offer: accepted → open, `acceptedBy` null again; the lender is notified (rental_declined);
 *          confirmed or not accepted → 409
 * - POST   /rentals/requests/{id}/complete                    requester only: accepted → completed; else 409
 * - DELETE /rentals/requests/{id}                             requester only, while open (cancel); else 409
 * - GET    /rentals/keywords                                  own keywords, newest first
 * - POST   /rentals/keywords                                  `{ keyword }` → 201 created, or 200 with the
 *          existing one when it is a case-insensitive duplicate
 * - DELETE /rentals/keywords/{id}                             → `{ _id, id }`
 *
 * Contact details: `requester.email` and `acceptedBy.email` are '' except between the requester and
 * the lender once the requester has confirmed the lender (`confirmedAt` not null), and each person
 * always sees their own.
 * Posting a request notifies (kind rental_match) every other neighbour in the same area whose keyword
 * matches a whole word of the item name or description (case-insensitive, simple plural/singular;
 * several-word keywords match as a phrase), once per request; matching runs after the response.
 */
export const RentalMessages = {
  requestsLoaded: 'Rental requests loaded',
  requestLoaded: 'Rental request loaded',
  requestCreated: 'Rental request posted',
  requestAccepted: 'Rental request accepted',
  requestCompleted: 'Rental request completed',
  requestCancelled: 'Rental request cancelled',
  requestNotFound: 'Rental request not found',
  notOpen: 'This request is no longer open',
  notAccepted: 'Only an accepted request can be completed',
  requestConfirmed: 'Lender confirmed',
  offerDeclined: 'Offer declined; the request is open again',
  noOfferToConfirm: 'There is no offer waiting for confirmation',
  tooManyLoans: 'You can lend up to 3 items at once. Wait until one is completed before offering another.',
  keywordsLoaded: 'Keywords loaded',
  keywordAdded: 'Keyword added',
  keywordExists: 'Keyword already added',
  keywordDeleted: 'Keyword removed',
  keywordNotFound: 'Keyword not found',
  tooManyKeywords: 'You can watch up to 50 keywords',
  itemNameRequired: 'Item name is required',
  itemNameTooLong: 'Item name must be at most 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 1000 characters',
  durationRequired: 'Duration is required',
  durationTooLong: 'Duration must be at most 60 characters',
  imageUrlInvalid: 'Image must be a photo uploaded to this site',
  tooManyRequests: 'You can post up to 10 requests a day. Please try again later.',
  keywordRequired: 'Keyword is required',
  keywordTooLong: 'Keyword must be at most 40 characters',
  keywordInvalid: 'Keyword must contain a letter or digit',
  /** Web texts of product-spec.md §2 and §8. */
  loadFailed: 'Failed to load rental requests',
  empty: 'No rental requests found.',
  loading: 'Loading rentals...',
  keywordsLoading: 'Loading keywords…',
  keywordsEmpty: 'No keywords added yet.',
  keywordPlaceholder: 'Add a keyword (e.g., camera, generator)',
  durationPlaceholder: 'e.g., 3 days, this weekend',
  requesterFallback: 'Neighbor',
} as const;

export const RentalLimits = {
  itemNameMaxLength: 100,
  descriptionMaxLength: 1000,
  durationMaxLength: 60,
  keywordMaxLength: 40,
  maxKeywordsPerUser: 50,
  /** New requests one neighbour may post in any 24 hours (issue 12.9). */
  requestsPerDay: 10,
  /** Accepted, not yet completed requests one lender may hold at once (issue 12.10). */
  maxActiveLoans: 3,
  /** Default and largest page of GET /rentals/requests (spec clients send no paging). */
  requestPageSize: 50,
  requestMaxPageSize: 100,
} as const;

export const rentalStatuses = ['open', 'accepted', 'completed'] as const;
export const rentalStatusSchema = z.enum(rentalStatuses);
export type RentalStatus = z.infer<typeof rentalStatusSchema>;

export const rentalPersonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** '' unless the caller may see it (see the header). */
  email: z.string(),
  profile_picture: z.object({ url: z.string() }).nullable(),
});
export type RentalPerson = z.infer<typeof rentalPersonSchema>;

/** A rental request (camelCase, as in the spec). */
export const rentalRequestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  itemName: z.string(),
  description: z.string(),
  duration: z.string(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: rentalStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When the requester confirmed the lender; null while the offer waits (or nobody offered). */
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  requester: rentalPersonSchema,
  acceptedBy: rentalPersonSchema.nullable(),
  /** The request's area (suburb and city only, never coordinates). */
  location: z.object({ suburb: z.string(), city: z.string() }),
});
export type RentalRequest = z.infer<typeof rentalRequestSchema>;

export const rentalKeywordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  keyword: z.string(),
  createdAt: z.string(),
});
export type RentalKeyword = z.infer<typeof rentalKeywordSchema>;

// ---- Request bodies and queries ----

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** The form's fields: one schema for the modal and the route (multipart fields or JSON). */
export const rentalRequestFieldsSchema = z.object({
  itemName: singleLine(
    requiredText(RentalLimits.itemNameMaxLength, RentalMessages.itemNameRequired, RentalMessages.itemNameTooLong),
  ),
  description: requiredText(
    RentalLimits.descriptionMaxLength,
    RentalMessages.descriptionRequired,
    RentalMessages.descriptionTooLong,
  ),
  duration: singleLine(
    requiredText(RentalLimits.durationMaxLength, RentalMessages.durationRequired, RentalMessages.durationTooLong),
  ),
});
export type RentalRequestFields = z.infer<typeof rentalRequestFieldsSchema>;

/** The new-request form: the route's fields plus an optional image (sent as the file field `image`). */
export const rentalRequestFormSchema = rentalRequestFieldsSchema.extend({
  image: z.array(z.custom<File>()).max(1),
});
export type RentalRequestForm = z.input<typeof rentalRequestFormSchema>;

/** JSON body of POST /rentals/requests. */
export const createRentalRequestJsonSchema = rentalRequestFieldsSchema.extend({
  imageUrl: z.string().trim().max(2000).nullish(),
});
export type CreateRentalRequestJson = z.infer<typeof createRentalRequestJsonSchema>;

export const rentalRequestQuerySchema = pagingQuery(
  RentalLimits.requestPageSize,
  RentalLimits.requestMaxPageSize,
).extend({
  search: singleLine(z.string().trim().max(200)).optional(),
  status: rentalStatusSchema.optional(),
  role: z.enum(['requester', 'lender']).optional(),
});
export type RentalRequestQuery = z.infer<typeof rentalRequestQuerySchema>;

export const rentalIdParamsSchema = z.object({ id: z.string() });

export const rentalKeywordBodySchema = z.object({
  keyword: z
    .string({ error: RentalMessages.keywordRequired })
    .trim()
    .min(1, RentalMessages.keywordRequired)
    .max(RentalLimits.keywordMaxLength, RentalMessages.keywordTooLong)
    .regex(/[\p{L}\p{N}]/u, RentalMessages.keywordInvalid)
    .refine(isSingleLine, TextMessages.singleLine),
});
export type RentalKeywordBody = z.infer<typeof rentalKeywordBodySchema>;

// ---- Responses (deletions answer with posts.ts' deletedResponseSchema) ----

export const rentalRequestResponseSchema = successEnvelope(rentalRequestSchema);
export const rentalRequestListResponseSchema = listEnvelope(rentalRequestSchema);
export const rentalKeywordResponseSchema = successEnvelope(rentalKeywordSchema);
export const rentalKeywordListResponseSchema = listEnvelope(rentalKeywordSchema);
