import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A column that references `users (id)`, as the catalogue names it. */
export interface UserReference {
  table: string;
  column: string;
}

/** The account being deleted: its row is locked (FOR UPDATE) for the whole transaction. */
export interface DeletedAccount {
  id: string;
  email: string;
}

/** What a part leaves to do once the deletion has committed. */
export interface AccountDeletionAfterCommit {
  /** Storage keys of the account's files, deleted after the commit (a failure is logged, not reported). */
  files?: readonly string[];
}

/**
 * What deleting an account means for one feature. Each feature declares its own part
 * (`features/<f>/<f>-account-deletion.ts`) and `src/account-deletion-parts.ts` lists them; the
 * profiles feature, which owns the route, runs them in one transaction and knows no other feature.
 */
export interface AccountDeletionPart {
  /** The feature it speaks for. */
  name: string;
  /**
   * Every column referencing users that this part answers for, whether its `deleteWithin` removes
   * the rows or it relies on the foreign key's own ON DELETE (CASCADE, SET NULL) when the user row
   * goes. A test checks that every such foreign key in the schema is declared by some part.
   */
  references: readonly UserReference[];
  /**
   * Runs inside the deletion transaction, in registry order, before the user row is deleted: moves
   * the counters the application keeps, removes what a cascade would not handle as it should, and
   * answers what is left for after the commit (`{}`: nothing). Absent when the cascade says it all.
   */
  deleteWithin?(trx: Kysely<DB>, account: DeletedAccount): Promise<AccountDeletionAfterCommit>;
}
