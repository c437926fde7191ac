// The API's routes: Organizations, as neighbours see them (organizations-routes.ts).
import {
  idParamsSchema,
  listingListResponseSchema,
  listingResponseSchema,
  organizationDirectoryQuerySchema,
  organizationListResponseSchema,
  organizationPageQuerySchema,
  organizationResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listOrganizations = route('GET', '/organization/all', {
  query: organizationDirectoryQuerySchema,
  response: organizationListResponseSchema,
});
export const getOrganization = route('GET', '/organization/:id', {
  params: idParamsSchema,
  response: organizationResponseSchema,
});
export const listOrganizationListings = route('GET', '/organization/:id/listings', {
  params: idParamsSchema,
  query: organizationPageQuerySchema,
  response: listingListResponseSchema,
});
export const addListingInterest = route('POST', '/organization/listings/:id/interest', {
  params: idParamsSchema,
  response: listingResponseSchema,
});
export const removeListingInterest = route('DELETE', '/organization/listings/:id/interest', {
  params: idParamsSchema,
  response: listingResponseSchema,
});
