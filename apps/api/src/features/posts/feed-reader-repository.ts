import { sql, type Kysely } from 'kysely';
import type { ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { ReaderCutRead } from './feed-reader-cache.js';

/**
 * What is cut per reader from a shared feed page (decision 0037), in one statement: the users
 * blocking or blocked by them and the users they muted (when `withRelations`), and their own
 * reactions to `postIds`. Each part is an index range: the blocks' primary key and its reverse
 * index, the mutes' primary key, the reactions' primary key.
 */
export async function readReaderCut(
  db: Kysely<DB>,
  readerId: string,
  withRelations: boolean,
  postIds: readonly string[],
): Promise<ReaderCutRead> {
  const reactionsPart = sql`
    SELECT 'r' AS part, r.post_id AS id, r.kind::text AS kind FROM post_reactions r
    WHERE r.user_id = ${readerId}::uuid AND r.post_id = ANY(${[...postIds]}::uuid[])`;
  const query = withRelations
    ? sql<{ part: 'b' | 'm' | 'r'; id: string; kind: ReactionKind | null }>`
        SELECT 'b' AS part, ub.blocked_id AS id, NULL AS kind FROM user_blocks ub WHERE ub.blocker_id = ${readerId}::uuid
        UNION ALL
        SELECT 'b', ub.blocker_id, NULL FROM user_blocks ub WHERE ub.blocked_id = ${readerId}::uuid
        UNION ALL
        SELECT 'm', um.muted_id, NULL FROM user_mutes um WHERE um.muter_id = ${readerId}::uuid
        UNION ALL
        ${reactionsPart}`
    : sql<{ part: 'b' | 'm' | 'r'; id: string; kind: ReactionKind | null }>`${reactionsPart}`;
  const { rows } = await query.execute(db);
  const reactions = new Map<string, ReactionKind | null>(postIds.map((id) => [id, null]));
  const blocked: string[] = [];
  const muted: string[] = [];
  for (const row of rows) {
    if (row.part === 'r') reactions.set(row.id, row.kind);
    else if (row.part === 'b') blocked.push(row.id);
    else muted.push(row.id);
  }
  return { relations: withRelations ? { blocked, muted } : undefined, reactions };
}
