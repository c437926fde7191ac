import type { DataExport } from '@ourhood/contract';
import type { DataExportRow } from './data-exports-repository.js';

/** An export as its owner sees it: never the storage key nor the token's hash. */
export function presentExport(row: DataExportRow, now: Date): DataExport {
  // A ready archive whose week is over reads as expired before the expiry job has run.
  const expired = row.status === 'ready' && row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requested_at: row.requested_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    size: row.status === 'ready' && !expired ? row.size_bytes : null,
  };
}
