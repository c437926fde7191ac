// The API's routes: Your data, to take away (data-exports-routes.ts; issue 43).
import {
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportResponseSchema,
  dataExportsResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

/** Ask for an archive of one's own data: 202, built by a job, e-mailed as a link; one a day. */
export const requestDataExport = route('POST', '/users/profile/export', {
  response: dataExportResponseSchema,
  status: [202],
});
/** The caller's latest exports and their state (no token). */
export const listDataExports = route('GET', '/users/profile/export', { response: dataExportsResponseSchema });
/** The owner's archive, signed in (application/zip, the Settings link). */
export const downloadMyDataExport = route('GET', '/users/profile/export/:id/archive', {
  params: dataExportParamsSchema,
});
/** No bearer: the e-mailed token is the credential (application/zip). */
export const downloadDataExport = route('GET', '/users/profile/export/:id/download', {
  access: 'public',
  params: dataExportParamsSchema,
  query: dataExportDownloadQuerySchema,
});
