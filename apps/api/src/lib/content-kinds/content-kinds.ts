import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { ContentItem, ContentKind, ContentRow, FoundContent } from './content-kind.js';
import type { ContentSearch } from './content-search.js';

/**
 * Every kind, the one of a report target type, and the search of a search type; what moderation
 * and search receive (src/content-kinds.ts).
 */
export interface ContentKinds {
  readonly all: readonly ContentKind[];
  of(type: string): ContentKind | undefined;
  searchOf(type: SearchType): ContentSearch | undefined;
}

export function contentKindRegistry(kinds: readonly ContentKind[]): ContentKinds {
  const byType = new Map(kinds.map((kind) => [kind.type as string, kind]));
  if (byType.size !== kinds.length) throw new Error('Two content kinds declare the same type');
  const searches = kinds.flatMap((kind) => (kind.search ? [kind.search] : []));
  const bySearchType = new Map(searches.map((search) => [search.type, search]));
  if (bySearchType.size !== searches.length) throw new Error('Two content kinds declare the same search type');
  return { all: kinds, of: (type) => byType.get(type), searchOf: (type) => bySearchType.get(type) };
}

/** A kind's `find` from the one statement that reads its row by id. */
export function findByStatement(
  statement: (id: string) => RawBuilder<ContentRow>,
): (db: Kysely<DB>, id: string) => Promise<FoundContent | undefined> {
  return async (db, id) => {
    const row = (await statement(id).execute(db)).rows[0];
    if (!row) return undefined;
    return {
      authorId: row.author_id,
      hidden: row.hidden_at !== null,
      text: row.text,
      context: row.context,
      createdAt: row.created_at,
      privateContent: row.private_content,
      pendingApproval: row.pending,
    };
  };
}

/** The item of a kind by id (a uuid), with its link; undefined for an unknown kind or id. */
export async function findContent(
  db: Kysely<DB>,
  kinds: ContentKinds,
  type: string,
  id: string,
): Promise<ContentItem | undefined> {
  const kind = kinds.of(type);
  const found = kind ? await kind.find(db, id) : undefined;
  if (!kind || !found) return undefined;
  return { ...found, type: kind.type, id, url: kind.url(id) };
}

/** Sets `hidden_at` of one row of a table when it changes; answers whether it did. */
export async function setHiddenInTable(db: Kysely<DB>, table: string, id: string, at: Date | null): Promise<boolean> {
  const result = await sql`UPDATE ${sql.table(table)} SET hidden_at = ${at}
    WHERE id = ${id}::uuid AND hidden_at IS ${at === null ? sql`NOT NULL` : sql`NULL`}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Hides or shows an item of its kind, as the kind says. Hiding also drops the notifications others
 * were sent about it (a review's "new review", an item's "interested"), which would keep its id and
 * preview after it is gone for them, as a block drops the notifications between its two sides;
 * its author keeps theirs (they still see the item). Showing it again does not bring them back.
 */
export async function setContentHidden(
  db: Kysely<DB>,
  kind: ContentKind,
  item: { id: string; authorId: string | null },
  at: Date | null,
): Promise<boolean> {
  const changed = kind.setHidden
    ? await kind.setHidden(db, item.id, at)
    : await setHiddenInTable(db, kind.table, item.id, at);
  if (changed && at !== null) {
    let drop = db.deleteFrom('notifications').where('subject_type', '=', kind.type).where('subject_id', '=', item.id);
    if (item.authorId !== null) drop = drop.where('recipient_id', '<>', item.authorId);
    await drop.execute();
  }
  return changed;
}
