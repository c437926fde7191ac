// The API's routes: Rentals (rentals-routes.ts).
import {
  createRentalRequestJsonSchema,
  deletedResponseSchema,
  rentalIdParamsSchema,
  rentalKeywordBodySchema,
  rentalKeywordListResponseSchema,
  rentalKeywordResponseSchema,
  rentalRequestListResponseSchema,
  rentalRequestQuerySchema,
  rentalRequestResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listRentalRequests = route('GET', '/rentals/requests', {
  access: 'neighbour',
  query: rentalRequestQuerySchema,
  response: rentalRequestListResponseSchema,
});
export const getRentalRequest = route('GET', '/rentals/requests/:id', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: rentalRequestResponseSchema,
});
/** Multipart with a photo, else JSON (createRentalRequestJsonSchema). */
export const createRentalRequest = route('POST', '/rentals/requests', {
  access: 'neighbour',
  status: [201],
  body: { multipartOr: createRentalRequestJsonSchema },
  response: rentalRequestResponseSchema,
});
export const acceptRentalRequest = route('POST', '/rentals/requests/:id/accept', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: rentalRequestResponseSchema,
});
export const confirmRentalRequest = route('POST', '/rentals/requests/:id/confirm', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: rentalRequestResponseSchema,
});
export const declineRentalRequest = route('POST', '/rentals/requests/:id/decline', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: rentalRequestResponseSchema,
});
export const completeRentalRequest = route('POST', '/rentals/requests/:id/complete', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: rentalRequestResponseSchema,
});
export const cancelRentalRequest = route('DELETE', '/rentals/requests/:id', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: deletedResponseSchema,
});
export const listRentalKeywords = route('GET', '/rentals/keywords', {
  access: 'neighbour',
  response: rentalKeywordListResponseSchema,
});
export const addRentalKeyword = route('POST', '/rentals/keywords', {
  access: 'neighbour',
  status: [200, 201],
  body: rentalKeywordBodySchema,
  response: rentalKeywordResponseSchema,
});
export const removeRentalKeyword = route('DELETE', '/rentals/keywords/:id', {
  access: 'neighbour',
  params: rentalIdParamsSchema,
  response: deletedResponseSchema,
});
