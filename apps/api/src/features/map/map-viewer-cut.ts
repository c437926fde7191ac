import type { AccessViewer } from '../../lib/access/index.js';
import type { CellRow } from './map-cell-rows.js';
import type { ViewerFacts } from './map-viewer-facts.js';

export interface MapViewer extends AccessViewer {
  /** The viewer's area: an alert shows to the neighbours it was posted for, as in the list. */
  area: { suburb: string; city: string; state: string; country: string };
}

/** Whether the cut needs the viewer's blocks and groups: someone else's row is in view. */
export const needsFacts = (rows: readonly CellRow[], viewer: MapViewer): boolean =>
  rows.some((row) => row.ownerId !== viewer.id);

/**
 * Whether the viewer may see a shared cell's row on the map: each kind by its list's rule, as the
 * statements of decision 0078 asked them (lib/access's rules for events and items):
 * - everything: hidden ones to their owner only, nothing across a block either way;
 * - events and alerts: until they end or expire;
 * - an event not open to all: to its organizer and its group's members;
 * - an alert: to its author, and to neighbours of its city (city-wide) or suburb.
 * `facts` may be left out only when every row is the viewer's own (needsFacts).
 */
export function mayView(row: CellRow, viewer: MapViewer, facts: ViewerFacts | undefined, nowMs: number): boolean {
  if (row.until !== undefined && row.until <= nowMs) return false;
  if (row.ownerId === viewer.id) return true;
  if (row.hidden || facts === undefined || facts.blocked.has(row.ownerId)) return false;
  if (row.membersOf !== undefined && (row.membersOf === null || !facts.groups.has(row.membersOf))) return false;
  const area = row.area;
  if (area) {
    const here = viewer.area;
    if (here.city === '' || area.country !== here.country || area.state !== here.state || area.city !== here.city) {
      return false;
    }
    if (area.scope !== 'city' && area.suburb !== here.suburb) return false;
  }
  return true;
}
