// Generated from route-table/your-data.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/your-data.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const downloadDataExport: RoutePath<typeof declared.downloadDataExport> = {
  method: 'GET',
  path: '/users/profile/export/:id/download',
};
export const downloadMyDataExport: RoutePath<typeof declared.downloadMyDataExport> = {
  method: 'GET',
  path: '/users/profile/export/:id/archive',
};
export const listDataExports: RoutePath<typeof declared.listDataExports> = {
  method: 'GET',
  path: '/users/profile/export',
};
export const requestDataExport: RoutePath<typeof declared.requestDataExport> = {
  method: 'POST',
  path: '/users/profile/export',
};
