import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * "Your data, to take away" (issue 43, decision 0077): an account asks for an archive of its own
 * data, a job builds it and e-mails a link valid for a week. One request a day per account.
 */
export const DataExportMessages = {
  exportQueued: 'We are preparing your archive; we will e-mail you a link',
  exportsLoaded: 'Your data exports',
  exportTooSoon: 'You can ask for one archive a day. Please try again tomorrow.',
  exportNotFound: 'This archive does not exist or has expired.',
} as const;

/** Error code of a second request within a day (429). */
export const EXPORT_TOO_SOON = 'EXPORT_TOO_SOON';

/** Hours between two requests of the same account. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** Days an archive and its link stay valid once ready. */
export const DATA_EXPORT_VALID_DAYS = 7;

export const dataExportStatuses = ['queued', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** One export as its owner sees it: never the token (that is only in the e-mail). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Bytes of the archive once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = successEnvelope(dataExportSchema);
/** The account's latest exports, newest first. */
export const dataExportsResponseSchema = successEnvelope(z.array(dataExportSchema));

export const dataExportParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** The e-mailed link carries the token in its query. */
export const dataExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });
