import { TrustLevel } from '@ourhood/contract';

// Report scores (issue 39, decision 0068): a report counts by its reporter's trust and accuracy,
// much less when it is linked to another report of the item (one address, or accounts made close
// together), and new accounts' reports together count at most a cap. Three, or thirty, throwaway
// accounts cannot hide a neighbour's post; three trusted neighbours can, until a moderator looks.

/** How much a linked report still counts: a ring of accounts is closer to one voice than to many. */
export const LINKED_FACTOR = 0.25;

/** A reporter's past accuracy: reports moderators agreed with (hid, suspended, banned) and turned down. */
export function accuracyFactor(agreed: number, rejected: number): number {
  return (agreed + 2) / (agreed + rejected + 2);
}

export interface ScoredReport {
  weight: number;
  linked: boolean;
  reporterLevel: number;
}

/** The item's score from its open reports. */
export function reportScore(reports: readonly ScoredReport[], newAccountsCap: number): number {
  let fromNew = 0;
  let fromOthers = 0;
  for (const report of reports) {
    const counted = report.weight * (report.linked ? LINKED_FACTOR : 1);
    if (report.reporterLevel === TrustLevel.new) fromNew += counted;
    else fromOthers += counted;
  }
  return Math.round((Math.min(fromNew, newAccountsCap) + fromOthers) * 100) / 100;
}

/** Kinds whose automatic hide would silence a person or a community: they wait for a moderator. */
export const NEVER_HIDDEN_AUTOMATICALLY: ReadonlySet<string> = new Set(['user', 'organization', 'group']);
