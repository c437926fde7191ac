import type { ViewerRelations } from './directory-repository.js';
import type { OrganizationRow, SharedOrganizationRow } from './organizations-repository.js';

// Decision 0039: a directory page shared by viewers is cut for each one with the rules their own
// statement applied in SQL (lib/blocks' readableBy, decision 0020): a hidden organization shows to
// its owner only, nothing of an owner across a block either way, and whether the viewer follows
// each owner. A row cut out keeps its place in the page, as it did in SQL (pages stay aligned).

export function cutDirectoryPage(
  rows: readonly SharedOrganizationRow[],
  viewerId: string,
  relations: ViewerRelations,
): OrganizationRow[] {
  const page: OrganizationRow[] = [];
  for (const row of rows) {
    if (row.hidden_at !== null && row.owner_id !== viewerId) continue;
    if (relations.blocked.has(row.owner_id)) continue;
    page.push({ ...row, is_following: relations.following.has(row.owner_id) });
  }
  return page;
}
