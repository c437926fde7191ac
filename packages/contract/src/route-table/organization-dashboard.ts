// The API's routes: The organization's own dashboard (organization-me-routes.ts).
import {
  customerListResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  listingListResponseSchema,
  listingResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  organizationOwnerResponseSchema,
  organizationPageQuerySchema,
  organizationSetupResponseSchema,
  organizationInsightsResponseSchema,
  seriesDaysQuerySchema,
  readAllResponseSchema,
  updateListingBodySchema,
  updateOrganizationBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const getMyOrganization = route('GET', '/organization/me', {
  access: 'organization',
  response: organizationOwnerResponseSchema,
});
/** The setup checklist (issue 42): what is done, and the completeness figure made of it. */
export const getMyOrganizationSetup = route('GET', '/organization/me/setup', {
  access: 'organization',
  response: organizationSetupResponseSchema,
});
/** Insights (issue 43): daily series over the last 7, 30 or 90 days, in the admin stats' form. */
export const getMyOrganizationInsights = route('GET', '/organization/me/insights', {
  access: 'organization',
  query: seriesDaysQuerySchema,
  response: organizationInsightsResponseSchema,
});
export const updateMyOrganization = route('PATCH', '/organization/me', {
  access: 'organization',
  body: updateOrganizationBodySchema,
  response: organizationOwnerResponseSchema,
});
export const uploadOrganizationLogo = route('POST', '/organization/me/logo', {
  access: 'organization',
  body: 'multipart',
  response: organizationOwnerResponseSchema,
});
export const removeOrganizationLogo = route('DELETE', '/organization/me/logo', {
  access: 'organization',
  response: organizationOwnerResponseSchema,
});
export const uploadOrganizationCover = route('POST', '/organization/me/cover', {
  access: 'organization',
  body: 'multipart',
  response: organizationOwnerResponseSchema,
});
export const removeOrganizationCover = route('DELETE', '/organization/me/cover', {
  access: 'organization',
  response: organizationOwnerResponseSchema,
});
export const listMyListings = route('GET', '/organization/me/listings', {
  access: 'organization',
  query: organizationPageQuerySchema,
  response: listingListResponseSchema,
});
export const createListing = route('POST', '/organization/me/listings', {
  access: 'organization',
  status: [201],
  body: 'multipart',
  response: listingResponseSchema,
});
export const updateListing = route('PATCH', '/organization/me/listings/:id', {
  access: 'organization',
  params: idParamsSchema,
  body: updateListingBodySchema,
  response: listingResponseSchema,
});
export const deleteListing = route('DELETE', '/organization/me/listings/:id', {
  access: 'organization',
  params: idParamsSchema,
  response: deletedResponseSchema,
});
export const uploadListingPhoto = route('POST', '/organization/me/listings/:id/photo', {
  access: 'organization',
  params: idParamsSchema,
  body: 'multipart',
  response: listingResponseSchema,
});
export const listMyCustomers = route('GET', '/organization/me/customers', {
  access: 'organization',
  query: organizationPageQuerySchema,
  response: customerListResponseSchema,
});
export const listMyOrganizationNotifications = route('GET', '/organization/me/notifications', {
  access: 'organization',
  query: organizationPageQuerySchema,
  response: notificationListResponseSchema,
});
export const markMyOrganizationNotificationRead = route('PATCH', '/organization/me/notifications/:id/read', {
  access: 'organization',
  params: idParamsSchema,
  response: notificationResponseSchema,
});
export const markAllMyOrganizationNotificationsRead = route('POST', '/organization/me/notifications/read-all', {
  access: 'organization',
  response: readAllResponseSchema,
});
