import { sql, type Kysely } from 'kysely';
import type { ChangeNotices } from '../../db/change-notices.js';
import type { DB } from '../../db/schema.js';
import { MEMBER_ROLES } from '../../lib/groups/group-access.js';
import { PerReaderCache } from '../../lib/shared-pages/per-reader-cache.js';

/** What the map's cut needs to know of a viewer besides their session (map-viewer-cut.ts). */
export interface ViewerFacts {
  /** Whom the viewer blocks or is blocked by. */
  blocked: ReadonlySet<string>;
  /** The groups the viewer is a member of (not a pending request): their closed events show. */
  groups: ReadonlySet<string>;
}

interface Entry {
  facts: ViewerFacts;
  keptAt: number;
}

/**
 * Each viewer's blocks and groups, kept per process so the map's shared cells are cut without a
 * statement while someone pans (decisions 0081, 0082). Forgotten on the viewer's 'reader:' notice
 * (migration 0032 sends it to both sides of a block, migration 0045 on a change of membership),
 * and entirely while notices may not arrive; a read begun before a notice serves its own request
 * and is not kept.
 */
export class MapViewerFacts extends PerReaderCache<Entry> {
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

  async of(db: Kysely<DB>, viewerId: string): Promise<ViewerFacts> {
    const kept = this.guard.active ? this.readers.get(viewerId) : undefined;
    if (kept && this.monotonicNow() - kept.keptAt < this.ttlMs) {
      this.keep(viewerId, kept);
      return kept.facts;
    }
    const began = this.guard.began();
    const facts = await readFacts(db, viewerId);
    if (this.guard.mayKeep(began)) this.keep(viewerId, { facts, keptAt: this.monotonicNow() });
    return facts;
  }
}

const memberRoles = sql.join(MEMBER_ROLES.map((role) => sql.lit(role)));

/** Both directions of the viewer's blocks (their primary key and its reverse index), and their groups. */
async function readFacts(db: Kysely<DB>, viewerId: string): Promise<ViewerFacts> {
  const { rows } = await sql<{ is_group: boolean; id: string }>`
    SELECT false AS is_group, ub.blocked_id AS id FROM user_blocks ub WHERE ub.blocker_id = ${viewerId}::uuid
    UNION ALL
    SELECT false, ub.blocker_id FROM user_blocks ub WHERE ub.blocked_id = ${viewerId}::uuid
    UNION ALL
    SELECT true, gm.group_id FROM group_members gm
    WHERE gm.user_id = ${viewerId}::uuid AND gm.role IN (${memberRoles})`.execute(db);
  const blocked = new Set<string>();
  const groups = new Set<string>();
  for (const row of rows) (row.is_group ? groups : blocked).add(row.id);
  return { blocked, groups };
}
