// Generated from route-table/organizations.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/organizations.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const addListingInterest: RoutePath<typeof declared.addListingInterest> = {
  method: 'POST',
  path: '/organization/listings/:id/interest',
};
export const getOrganization: RoutePath<typeof declared.getOrganization> = { method: 'GET', path: '/organization/:id' };
export const listOrganizationListings: RoutePath<typeof declared.listOrganizationListings> = {
  method: 'GET',
  path: '/organization/:id/listings',
};
export const listOrganizations: RoutePath<typeof declared.listOrganizations> = {
  method: 'GET',
  path: '/organization/all',
};
export const removeListingInterest: RoutePath<typeof declared.removeListingInterest> = {
  method: 'DELETE',
  path: '/organization/listings/:id/interest',
};
