// Generated from route-table/organization-updates.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/organization-updates.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const deleteOrganizationUpdate: RoutePath<typeof declared.deleteOrganizationUpdate> = {
  method: 'DELETE',
  path: '/organization/me/updates/:id',
};
export const listMyOrganizationUpdates: RoutePath<typeof declared.listMyOrganizationUpdates> = {
  method: 'GET',
  path: '/organization/me/updates',
};
export const markOrganizationUpdatesSeen: RoutePath<typeof declared.markOrganizationUpdatesSeen> = {
  method: 'POST',
  path: '/organization/updates/seen',
};
export const publishOrganizationUpdate: RoutePath<typeof declared.publishOrganizationUpdate> = {
  method: 'POST',
  path: '/organization/me/updates',
};
