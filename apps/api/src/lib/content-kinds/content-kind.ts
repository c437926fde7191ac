import type { Kysely, RawBuilder } from 'kysely';
import type { ReportTargetType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { ContentSearch } from './content-search.js';

/** What moderation knows of a found item, whatever its kind. */
export interface FoundContent {
  /** The author (the account itself for a profile; an organization's or group's owner). */
  authorId: string | null;
  hidden: boolean;
  text: string;
  context: string;
  createdAt: Date | null;
  /** Content of a private group, or a direct message: its actions never reach the public log. */
  privateContent: boolean;
  /** Waiting for a moderator's approval (a city-wide urgent alert). */
  pendingApproval: boolean;
}

/** A found item with its kind, id and link, as the reports and the queue see it. */
export interface ContentItem extends FoundContent {
  type: ReportTargetType;
  id: string;
  url: string | null;
}

/** The row a kind's statement answers for one id (see `findByStatement`). */
export interface ContentRow {
  author_id: string | null;
  hidden_at: Date | null;
  text: string;
  context: string;
  created_at: Date | null;
  private_content: boolean;
  pending: boolean;
}

/** Content that waits for a moderator before it is published (decision 0020's urgent alerts). */
export interface ContentApproval {
  /** The items waiting now, for the moderation queue. */
  awaiting(): RawBuilder<{ id: string; created_at: Date }>;
  /**
   * Approves (publishes, queueing what publishing starts) or declines the waiting item inside the
   * moderator's transaction; answers false when it was not waiting.
   */
  settle(trx: Kysely<DB>, id: string, approve: boolean, context: { clock: Clock; at: Date }): Promise<boolean>;
}

/**
 * One kind of content that can be reported and hidden (decision 0046). Each feature declares its
 * kinds in `features/<f>/<f>-content-kind.ts` and `src/content-kinds.ts` lists them; moderation
 * (reports, the queue, actions, the public log) and search iterate over the list and know no feature.
 */
export interface ContentKind {
  type: ReportTargetType;
  /** The table holding it, with its `hidden_at` column (a test reads them from the catalogue). */
  table: string;
  /** How notices name it: "Your {label} was hidden by a moderator". */
  label: string;
  /** The item with this id (a uuid), or undefined when there is none. */
  find(db: Kysely<DB>, id: string): Promise<FoundContent | undefined>;
  /** Where the web shows it, for the queue's link; null when no page shows it alone. */
  url(id: string): string | null;
  /**
   * Whether actions on this kind can reach the public log at all; each action also records whether
   * its item was private (a private group's), which keeps it out.
   */
  inPublicLog: boolean;
  /**
   * Hides the item (`at`) or shows it again (null); answers whether it changed. Absent: its table's
   * `hidden_at` is set (`setHiddenInTable`). A kind that keeps counts of visible rows moves them here.
   */
  setHidden?(trx: Kysely<DB>, id: string, at: Date | null): Promise<boolean>;
  /**
   * Whether a signed-in person may see the item, beyond it existing, not being theirs, not hidden
   * and not across a block (which reports check for every kind): a private group's membership, a
   * conversation's participants. Absent: whoever may see the kind at all.
   */
  visibleTo?(db: Kysely<DB>, item: ContentItem, viewerId: string): Promise<boolean>;
  /** The item is an account: it alone can be suspended or banned, and restoring it lifts those. */
  account?: true;
  /** Present when items of this kind can wait for a moderator's approval. */
  approval?: ContentApproval;
  /** Present when the kind is one of search's kinds. */
  search?: ContentSearch;
}
