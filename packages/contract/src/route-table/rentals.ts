// The API's routes: Rentals (rentals-routes.ts).
import type {
  createRentalRequestJsonSchema,
  rentalKeywordBodySchema,
  rentalKeywordListResponseSchema,
  rentalKeywordResponseSchema,
  rentalRequestListResponseSchema,
  rentalRequestQuerySchema,
  rentalRequestResponseSchema,
} from '../index.js';
import type { RentalId, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listRentalRequests = route<{
  query: typeof rentalRequestQuerySchema;
  response: typeof rentalRequestListResponseSchema;
}>()('GET', '/rentals/requests');
export const getRentalRequest = route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
  'GET',
  '/rentals/requests/:id',
);
/** Multipart with a photo, else JSON (createRentalRequestJsonSchema). */
export const createRentalRequest = route<{
  body: typeof createRentalRequestJsonSchema | 'multipart';
  response: typeof rentalRequestResponseSchema;
}>()('POST', '/rentals/requests');
export const acceptRentalRequest = route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
  'POST',
  '/rentals/requests/:id/accept',
);
export const confirmRentalRequest = route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
  'POST',
  '/rentals/requests/:id/confirm',
);
export const declineRentalRequest = route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
  'POST',
  '/rentals/requests/:id/decline',
);
export const completeRentalRequest = route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
  'POST',
  '/rentals/requests/:id/complete',
);
export const cancelRentalRequest = route<{ params: RentalId; response: Deleted }>()('DELETE', '/rentals/requests/:id');
export const listRentalKeywords = route<{ response: typeof rentalKeywordListResponseSchema }>()(
  'GET',
  '/rentals/keywords',
);
export const addRentalKeyword = route<{
  body: typeof rentalKeywordBodySchema;
  response: typeof rentalKeywordResponseSchema;
}>()('POST', '/rentals/keywords');
export const removeRentalKeyword = route<{ params: RentalId; response: Deleted }>()('DELETE', '/rentals/keywords/:id');
