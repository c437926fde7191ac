import type { MediaStorage } from '../../lib/storage/media-storage.js';
import type { Clock } from '../../lib/clock.js';

export interface StorageStats {
  driver: 'local' | 's3';
  files: number;
  bytes: number;
  by_kind: { kind: string; files: number; bytes: number }[];
  measured_at: string;
}

/** How long one walk of the storage answers: listing a bucket is slow and costs requests. */
const KEPT_MS = 60_000;

/** A key's variant: its suffix (`-thumb`) or else its extension (`webp`, `jpg`, `zip`). */
function kindOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const suffix = /-([a-z0-9]{1,16})\.[a-z0-9]+$/.exec(name)?.[1];
  return suffix ?? name.slice(name.lastIndexOf('.') + 1);
}

/**
 * Counts the stored files and bytes by walking the storage (the database does not keep sizes).
 * One walk at a time per process, its answer kept for a minute; concurrent askers share it.
 */
export function storageStatsReader(storage: MediaStorage, driver: 'local' | 's3', clock: Clock) {
  let kept: { at: number; stats: Promise<StorageStats> } | undefined;
  const walk = async (): Promise<StorageStats> => {
    const byKind = new Map<string, { files: number; bytes: number }>();
    let files = 0;
    let bytes = 0;
    for await (const { key, size } of storage.list()) {
      files += 1;
      bytes += size;
      const kind = kindOf(key);
      const entry = byKind.get(kind) ?? { files: 0, bytes: 0 };
      entry.files += 1;
      entry.bytes += size;
      byKind.set(kind, entry);
    }
    const by_kind = [...byKind].map(([kind, entry]) => ({ kind, ...entry })).sort((a, b) => b.bytes - a.bytes);
    return { driver, files, bytes, by_kind, measured_at: clock.now().toISOString() };
  };
  return (): Promise<StorageStats> => {
    const now = clock.now().getTime();
    if (!kept || now - kept.at > KEPT_MS) {
      const stats = walk();
      kept = { at: now, stats };
      // A failed walk is not kept: the next asker walks again.
      stats.catch(() => {
        if (kept?.stats === stats) kept = undefined;
      });
    }
    return kept.stats;
  };
}
