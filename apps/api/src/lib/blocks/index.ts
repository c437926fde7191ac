// Blocking and hidden content, asked the same way by every feature (decision 0020): features never
// import each other, so "is either side blocking" and "may this viewer see hidden content" live here.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * True when neither user blocks the other: `NOT EXISTS` over the blocks' primary key and its
 * reverse index, for a WHERE clause. `authorRef` is a column reference such as `p.author_id`.
 */
export function notBlockedBetween(viewerId: string, authorRef: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`NOT EXISTS (
    SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = ${viewerId}::uuid AND ub.blocked_id = ${sql.ref(authorRef)})
       OR (ub.blocked_id = ${viewerId}::uuid AND ub.blocker_id = ${sql.ref(authorRef)}))`;
}

/** True when the viewer has not muted the author (the muter's feed only). */
export function notMutedBy(viewerId: string, authorRef: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`NOT EXISTS (
    SELECT 1 FROM user_mutes um WHERE um.muter_id = ${viewerId}::uuid AND um.muted_id = ${sql.ref(authorRef)})`;
}

/**
 * Hidden content (moderation) shows to its author and, when `moderator`, to moderators; to
 * everyone else it is as if it did not exist. `hiddenRef` is e.g. `p.hidden_at`.
 */
export function visibleToViewer(
  viewerId: string | null,
  hiddenRef: string,
  authorRef: string,
  moderator = false,
): RawBuilder<SqlBool> {
  if (moderator) return sql<SqlBool>`true`;
  if (viewerId === null) return sql<SqlBool>`${sql.ref(hiddenRef)} IS NULL`;
  return sql<SqlBool>`(${sql.ref(hiddenRef)} IS NULL OR ${sql.ref(authorRef)} = ${viewerId}::uuid)`;
}

/** Visible and not blocked either way: what every list and detail route of others' content asks. */
export function readableBy(
  viewerId: string | null,
  refs: { hidden: string; author: string },
  moderator = false,
): Expression<SqlBool> {
  if (viewerId === null) return visibleToViewer(null, refs.hidden, refs.author);
  return sql<SqlBool>`(${visibleToViewer(viewerId, refs.hidden, refs.author, moderator)} AND ${notBlockedBetween(viewerId, refs.author)})`;
}

/** Whether either of two users blocks the other (one indexed lookup). */
export async function isBlockedEitherWay(db: Kysely<DB>, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
