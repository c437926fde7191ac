import { sql, type Kysely } from 'kysely';
import type { ChangeNotices } from '../../db/change-notices.js';
import type { DB } from '../../db/schema.js';
import { PerReaderCache } from '../../lib/shared-pages/per-reader-cache.js';

interface Entry {
  blocked: ReadonlySet<string>;
  keptAt: number;
}

/**
 * Whom each viewer blocks or is blocked by, kept per process so the map's shared cells are cut
 * without a statement while someone pans (decision 0081). Forgotten on the viewer's 'reader:'
 * notice (migration 0032 sends it to both sides of a block), and entirely while notices may not
 * arrive; a read begun before a notice serves its own request and is not kept.
 */
export class MapViewerBlocks extends PerReaderCache<Entry> {
  private readonly ttlMs: number;
  private readonly monotonicNow: () => number;

  constructor(
    notices: ChangeNotices,
    options: { maxReaders?: number; ttlMs?: number; monotonicNow?: () => number } = {},
  ) {
    super(notices, options.maxReaders ?? 10_000, false);
    this.ttlMs = options.ttlMs ?? 60_000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
  }

  async of(db: Kysely<DB>, viewerId: string): Promise<ReadonlySet<string>> {
    const kept = this.guard.active ? this.readers.get(viewerId) : undefined;
    if (kept && this.monotonicNow() - kept.keptAt < this.ttlMs) {
      this.keep(viewerId, kept);
      return kept.blocked;
    }
    const began = this.guard.began();
    const blocked = await readBlocks(db, viewerId);
    if (this.guard.mayKeep(began)) this.keep(viewerId, { blocked, keptAt: this.monotonicNow() });
    return blocked;
  }
}

/** Both directions of the viewer's blocks: their primary key and its reverse index. */
async function readBlocks(db: Kysely<DB>, viewerId: string): Promise<ReadonlySet<string>> {
  const { rows } = await sql<{ id: string }>`
    SELECT ub.blocked_id AS id FROM user_blocks ub WHERE ub.blocker_id = ${viewerId}::uuid
    UNION
    SELECT ub.blocker_id FROM user_blocks ub WHERE ub.blocked_id = ${viewerId}::uuid`.execute(db);
  return new Set(rows.map((row) => row.id));
}
