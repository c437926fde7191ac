// Generated from route-table/organization-dashboard.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/organization-dashboard.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const createListing: RoutePath<typeof declared.createListing> = {
  method: 'POST',
  path: '/organization/me/listings',
};
export const deleteListing: RoutePath<typeof declared.deleteListing> = {
  method: 'DELETE',
  path: '/organization/me/listings/:id',
};
export const getMyOrganization: RoutePath<typeof declared.getMyOrganization> = {
  method: 'GET',
  path: '/organization/me',
};
export const getMyOrganizationInsights: RoutePath<typeof declared.getMyOrganizationInsights> = {
  method: 'GET',
  path: '/organization/me/insights',
};
export const getMyOrganizationSetup: RoutePath<typeof declared.getMyOrganizationSetup> = {
  method: 'GET',
  path: '/organization/me/setup',
};
export const listMyCustomers: RoutePath<typeof declared.listMyCustomers> = {
  method: 'GET',
  path: '/organization/me/customers',
};
export const listMyListings: RoutePath<typeof declared.listMyListings> = {
  method: 'GET',
  path: '/organization/me/listings',
};
export const listMyOrganizationNotifications: RoutePath<typeof declared.listMyOrganizationNotifications> = {
  method: 'GET',
  path: '/organization/me/notifications',
};
export const markAllMyOrganizationNotificationsRead: RoutePath<typeof declared.markAllMyOrganizationNotificationsRead> =
  { method: 'POST', path: '/organization/me/notifications/read-all' };
export const markMyOrganizationNotificationRead: RoutePath<typeof declared.markMyOrganizationNotificationRead> = {
  method: 'PATCH',
  path: '/organization/me/notifications/:id/read',
};
export const removeOrganizationCover: RoutePath<typeof declared.removeOrganizationCover> = {
  method: 'DELETE',
  path: '/organization/me/cover',
};
export const removeOrganizationLogo: RoutePath<typeof declared.removeOrganizationLogo> = {
  method: 'DELETE',
  path: '/organization/me/logo',
};
export const updateListing: RoutePath<typeof declared.updateListing> = {
  method: 'PATCH',
  path: '/organization/me/listings/:id',
};
export const updateMyOrganization: RoutePath<typeof declared.updateMyOrganization> = {
  method: 'PATCH',
  path: '/organization/me',
};
export const uploadListingPhoto: RoutePath<typeof declared.uploadListingPhoto> = {
  method: 'POST',
  path: '/organization/me/listings/:id/photo',
};
export const uploadOrganizationCover: RoutePath<typeof declared.uploadOrganizationCover> = {
  method: 'POST',
  path: '/organization/me/cover',
};
export const uploadOrganizationLogo: RoutePath<typeof declared.uploadOrganizationLogo> = {
  method: 'POST',
  path: '/organization/me/logo',
};
