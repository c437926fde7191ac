import type { RawBuilder } from 'kysely';
import type { SearchType } from '@ourhood/contract';

/** A search hit as the database answers it, before presenting. */
export interface SearchRow {
  id: string;
  title: string;
  subtitle: string | null;
  image_key: string | null;
  created_at: Date;
}

/**
 * How a kind is searched (issue 18, decision 0021): privacy is part of its query, not left to the
 * caller: nothing hidden by moderation, nobody on either side of a block, nothing the viewer may
 * not read. The search feature pages and counts the hits; the kind says which they are.
 */
export interface ContentSearch {
  type: SearchType;
  /** The hits of `q` the viewer may see, in any order (search sorts them newest first). */
  hits(q: string, viewerId: string): RawBuilder<SearchRow>;
  /** The web's page of a hit. */
  path(id: string): string;
  /** Cut the hit's title at a word to this length (a post's text). */
  titlePreview?: number;
}

/** `%word%` for ILIKE, with the pattern characters of the query taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
