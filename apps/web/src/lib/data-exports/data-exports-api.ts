import { apiRoutes, pathOf } from '@ourhood/contract/routes';
import { call } from '../api-client';
import { saveAuthorizedFile } from '../save-authorized-file';
import { t } from '@lingui/core/macro';

/** "Your data, to take away" (issue 43): ask for an archive, follow it, save it. */
export const dataExportsApi = {
  list: (signal?: AbortSignal) => call(apiRoutes.listDataExports, { signal }),
  request: () => call(apiRoutes.requestDataExport),
  /** The signed-in owner's archive (the e-mailed link works without signing in). */
  save: (id: string, requestedAt: string) =>
    saveAuthorizedFile(
      pathOf(apiRoutes.downloadMyDataExport, { id }),
      `ourhood-data-${requestedAt.slice(0, 10)}.zip`,
      t`Could not download the archive.`,
    ),
};

export const dataExportKeys = {
  list: ['data-exports'] as const,
};
