// Generated from route-table/rentals.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/rentals.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const acceptRentalRequest: RoutePath<typeof declared.acceptRentalRequest> = {
  method: 'POST',
  path: '/rentals/requests/:id/accept',
};
export const addRentalKeyword: RoutePath<typeof declared.addRentalKeyword> = {
  method: 'POST',
  path: '/rentals/keywords',
};
export const cancelRentalRequest: RoutePath<typeof declared.cancelRentalRequest> = {
  method: 'DELETE',
  path: '/rentals/requests/:id',
};
export const completeRentalRequest: RoutePath<typeof declared.completeRentalRequest> = {
  method: 'POST',
  path: '/rentals/requests/:id/complete',
};
export const confirmRentalRequest: RoutePath<typeof declared.confirmRentalRequest> = {
  method: 'POST',
  path: '/rentals/requests/:id/confirm',
};
export const createRentalRequest: RoutePath<typeof declared.createRentalRequest> = {
  method: 'POST',
  path: '/rentals/requests',
};
export const declineRentalRequest: RoutePath<typeof declared.declineRentalRequest> = {
  method: 'POST',
  path: '/rentals/requests/:id/decline',
};
export const getRentalRequest: RoutePath<typeof declared.getRentalRequest> = {
  method: 'GET',
  path: '/rentals/requests/:id',
};
export const listRentalKeywords: RoutePath<typeof declared.listRentalKeywords> = {
  method: 'GET',
  path: '/rentals/keywords',
};
export const listRentalRequests: RoutePath<typeof declared.listRentalRequests> = {
  method: 'GET',
  path: '/rentals/requests',
};
export const removeRentalKeyword: RoutePath<typeof declared.removeRentalKeyword> = {
  method: 'DELETE',
  path: '/rentals/keywords/:id',
};
