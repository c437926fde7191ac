import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { accessCondition } from '../../lib/access/index.js';
import { AUTHOR_NOTIFICATION_JOB } from '../../lib/notifications/index.js';
import { reactPermission, reactionTables, type ReactionTarget } from './reactions-repository.js';

/** What one reaction write did. */
export interface ReactionWrite {
  /** The item's counts after the write (as read before it when nothing changed). */
  counts: Record<string, number>;
  /** Whether the author's notification was queued (a first reaction by someone else). */
  queued: boolean;
}

interface WrittenRow {
  allowed: boolean;
  previous: ReactionKind | null;
  written: boolean;
  counts_before: Record<string, number>;
  counts_after: Record<string, number> | null;
  queued: boolean;
}

/** PostgreSQL's foreign-key violation: the item was deleted while the reaction was being written. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A request of the same person that inserted their first reaction while this one ran: it is asked
 * again (below), and seeing that row now, moves it. A few retries cover any pile of double taps,
 * since each retry waits for the rows ahead of it.
 */
const RACED_RETRIES = 3;

/**
 * The item as the statement reads it, with whether the viewer may react to it (its post readable
 * to them, not hidden but to its author, no block either way). The access rule reads the item's
 * table under its own name, so it is not aliased.
 */
function itemScope(target: ReactionTarget, id: string, viewerId: string): RawBuilder<unknown> {
  const { items } = reactionTables[target];
  const column = (name: string) => sql.ref(`${items}.${name}`);
  return sql`SELECT ${column('id')} AS id, ${column('author_id')} AS author_id,
      ${target === 'post' ? column('id') : column('post_id')} AS post_id,
      ${column('reaction_counts')} AS reaction_counts,
      ${accessCondition(reactPermission[target], { id: viewerId })} AS allowed
    FROM ${sql.table(items)} WHERE ${column('id')} = ${id}::uuid`;
}

/** The counts with `kind` moved by `delta` (never below 0), on the row version being updated. */
function moved(items: string, kind: RawBuilder<unknown>, delta: number): RawBuilder<unknown> {
  const counts = sql.ref(`${items}.reaction_counts`);
  return sql`jsonb_build_object(${kind}::text, greatest(0, coalesce((${counts} ->> ${kind}::text)::int, 0) + ${delta}))`;
}

/**
 * Sets the viewer's reaction to `kind`, moves the item's counts and queues the author's
 * notification of a first reaction (decision 0087), in ONE statement (decision 0088; it was a
 * transaction of five round trips holding the item's row lock across three). Concurrent
 * reactions stay exact without that lock:
 * - the counts move by increments in an UPDATE, which PostgreSQL applies to the row's newest
 *   version after waiting for a concurrent one (read committed), so no reaction is lost;
 * - the viewer's earlier reaction is read FOR UPDATE, which waits for a concurrent change to it and
 *   reads its newest version (or nothing, if it was taken back);
 * - a first reaction of the same person inserted by a concurrent request after this statement
 *   began is invisible to that read: the insert then meets it and changes nothing (ON CONFLICT …
 *   WHERE), and the statement is run again, when it is visible.
 * A missing item, or one the viewer may not react to, writes nothing: undefined (the caller's 404).
 */
export async function writeReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  values: { id: string; viewerId: string; kind: ReactionKind; at: Date },
): Promise<ReactionWrite | undefined> {
  const { items, reactions, key } = reactionTables[target];
  const { id, viewerId, kind, at } = values;
  const notificationKind = target === 'post' ? 'reaction' : 'comment_reaction';
  const commentId = target === 'comment' ? sql`, 'commentId', item.id` : sql``;
  const statement = sql<WrittenRow>`
    WITH item AS (${itemScope(target, id, viewerId)}),
    previous AS (
      SELECT kind FROM ${sql.table(reactions)}
      WHERE ${sql.ref(key)} = ${id}::uuid AND user_id = ${viewerId}::uuid FOR UPDATE
    ), reaction AS (
      INSERT INTO ${sql.table(reactions)} (${sql.ref(key)}, user_id, kind, created_at)
      SELECT item.id, ${viewerId}::uuid, ${kind}, ${at}::timestamptz
      FROM item LEFT JOIN previous ON true
      WHERE item.allowed AND previous.kind IS DISTINCT FROM ${kind}
      ON CONFLICT (${sql.ref(key)}, user_id) DO UPDATE SET kind = excluded.kind, created_at = excluded.created_at
        WHERE EXISTS (SELECT 1 FROM previous)
      RETURNING kind
    ), counted AS (
      UPDATE ${sql.table(items)} SET reaction_counts = ${sql.ref(`${items}.reaction_counts`)} || ${moved(items, sql`reaction.kind`, 1)}
        || CASE WHEN previous.kind IS NULL THEN '{}'::jsonb ELSE ${moved(items, sql`previous.kind`, -1)} END
      FROM reaction LEFT JOIN previous ON true
      WHERE ${sql.ref(`${items}.id`)} = ${id}::uuid
      RETURNING ${sql.ref(`${items}.reaction_counts`)} AS counts
    ), queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      SELECT ${AUTHOR_NOTIFICATION_JOB}::text, jsonb_build_object('kind', ${notificationKind}::text,
        'recipientId', item.author_id, 'actorId', ${viewerId}::uuid, 'postId', item.post_id${commentId},
        'at', ${at.toISOString()}::text), ${at}::timestamptz
      FROM item, reaction
      WHERE NOT EXISTS (SELECT 1 FROM previous) AND item.author_id <> ${viewerId}::uuid
      RETURNING id
    )
    SELECT item.allowed, (SELECT kind FROM previous) AS previous, EXISTS (SELECT 1 FROM reaction) AS written,
      item.reaction_counts AS counts_before, (SELECT counts FROM counted) AS counts_after,
      EXISTS (SELECT 1 FROM queued) AS queued
    FROM item`;
  for (let attempt = 0; attempt <= RACED_RETRIES; attempt++) {
    const row = await runUnlessItemGone(() => statement.execute(db));
    if (!row?.allowed) return undefined;
    const raced = row.previous === null && !row.written;
    if (raced && attempt < RACED_RETRIES) continue;
    return { counts: row.counts_after ?? row.counts_before, queued: row.queued };
  }
  return undefined;
}

/**
 * Takes the viewer's reaction back and moves the item's counts, in ONE statement: the DELETE
 * waits for a concurrent change to the reaction and takes the newest kind back; the counts move
 * by a decrement on the row's newest version. Undefined when the item is missing or the viewer
 * may not react to it.
 */
export async function removeReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  values: { id: string; viewerId: string },
): Promise<ReactionWrite | undefined> {
  const { items, reactions, key } = reactionTables[target];
  const { id, viewerId } = values;
  const statement = sql<WrittenRow>`
    WITH item AS (${itemScope(target, id, viewerId)}),
    removed AS (
      DELETE FROM ${sql.table(reactions)}
      WHERE ${sql.ref(key)} = ${id}::uuid AND user_id = ${viewerId}::uuid AND EXISTS (SELECT 1 FROM item WHERE item.allowed)
      RETURNING kind
    ), counted AS (
      UPDATE ${sql.table(items)} SET reaction_counts = ${sql.ref(`${items}.reaction_counts`)} || ${moved(items, sql`removed.kind`, -1)}
      FROM removed WHERE ${sql.ref(`${items}.id`)} = ${id}::uuid
      RETURNING ${sql.ref(`${items}.reaction_counts`)} AS counts
    )
    SELECT item.allowed, (SELECT kind FROM removed) AS previous, EXISTS (SELECT 1 FROM removed) AS written,
      item.reaction_counts AS counts_before, (SELECT counts FROM counted) AS counts_after, false AS queued
    FROM item`;
  const row = await runUnlessItemGone(() => statement.execute(db));
  if (!row?.allowed) return undefined;
  return { counts: row.counts_after ?? row.counts_before, queued: false };
}

/** The statement's one row; none when the item was deleted under it (its reaction's key refused). */
async function runUnlessItemGone(run: () => Promise<{ rows: WrittenRow[] }>): Promise<WrittenRow | undefined> {
  try {
    return (await run()).rows[0];
  } catch (error) {
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return undefined;
    throw error;
  }
}
