// The API's routes: The organization's own dashboard (organization-me-routes.ts).
import type {
  customerListResponseSchema,
  listingListResponseSchema,
  listingResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  organizationOwnerResponseSchema,
  readAllResponseSchema,
  updateListingBodySchema,
  updateOrganizationBodySchema,
} from '../index.js';
import type { Id, Deleted, OrgPage } from './aliases.js';
import { route } from './route-kit.js';

export const getMyOrganization = route<{ response: typeof organizationOwnerResponseSchema }>()(
  'GET',
  '/organization/me',
);
export const updateMyOrganization = route<{
  body: typeof updateOrganizationBodySchema;
  response: typeof organizationOwnerResponseSchema;
}>()('PATCH', '/organization/me');
export const uploadOrganizationLogo = route<{ body: 'multipart'; response: typeof organizationOwnerResponseSchema }>()(
  'POST',
  '/organization/me/logo',
);
export const removeOrganizationLogo = route<{ response: typeof organizationOwnerResponseSchema }>()(
  'DELETE',
  '/organization/me/logo',
);
export const uploadOrganizationCover = route<{ body: 'multipart'; response: typeof organizationOwnerResponseSchema }>()(
  'POST',
  '/organization/me/cover',
);
export const removeOrganizationCover = route<{ response: typeof organizationOwnerResponseSchema }>()(
  'DELETE',
  '/organization/me/cover',
);
export const listMyListings = route<{ query: OrgPage; response: typeof listingListResponseSchema }>()(
  'GET',
  '/organization/me/listings',
);
export const createListing = route<{ body: 'multipart'; response: typeof listingResponseSchema }>()(
  'POST',
  '/organization/me/listings',
);
export const updateListing = route<{
  params: Id;
  body: typeof updateListingBodySchema;
  response: typeof listingResponseSchema;
}>()('PATCH', '/organization/me/listings/:id');
export const deleteListing = route<{ params: Id; response: Deleted }>()('DELETE', '/organization/me/listings/:id');
export const uploadListingPhoto = route<{ params: Id; body: 'multipart'; response: typeof listingResponseSchema }>()(
  'POST',
  '/organization/me/listings/:id/photo',
);
export const listMyCustomers = route<{ query: OrgPage; response: typeof customerListResponseSchema }>()(
  'GET',
  '/organization/me/customers',
);
export const listMyOrganizationNotifications = route<{
  query: OrgPage;
  response: typeof notificationListResponseSchema;
}>()('GET', '/organization/me/notifications');
export const markMyOrganizationNotificationRead = route<{ params: Id; response: typeof notificationResponseSchema }>()(
  'PATCH',
  '/organization/me/notifications/:id/read',
);
export const markAllMyOrganizationNotificationsRead = route<{ response: typeof readAllResponseSchema }>()(
  'POST',
  '/organization/me/notifications/read-all',
);
