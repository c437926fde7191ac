// The API's routes: Organizations, as neighbours see them (organizations-routes.ts).
import type {
  listingListResponseSchema,
  listingResponseSchema,
  organizationDirectoryQuerySchema,
  organizationListResponseSchema,
  organizationResponseSchema,
} from '../index.js';
import type { Id, OrgPage } from './aliases.js';
import { route } from './route-kit.js';

export const listOrganizations = route<{
  query: typeof organizationDirectoryQuerySchema;
  response: typeof organizationListResponseSchema;
}>()('GET', '/organization/all');
export const getOrganization = route<{ params: Id; response: typeof organizationResponseSchema }>()(
  'GET',
  '/organization/:id',
);
export const listOrganizationListings = route<{
  params: Id;
  query: OrgPage;
  response: typeof listingListResponseSchema;
}>()('GET', '/organization/:id/listings');
export const addListingInterest = route<{ params: Id; response: typeof listingResponseSchema }>()(
  'POST',
  '/organization/listings/:id/interest',
);
export const removeListingInterest = route<{ params: Id; response: typeof listingResponseSchema }>()(
  'DELETE',
  '/organization/listings/:id/interest',
);
