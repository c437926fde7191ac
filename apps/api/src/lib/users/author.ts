import type { Author } from '@ourhood/contract';
import type { UrlFor } from '../storage/index.js';

/** The user columns a post or comment carries about its author (public fields only). */
export interface AuthorRow {
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  /** Storage key of the author's avatar thumbnail; null without a profile picture. */
  author_avatar_key: string | null;
}

/** The author block of docs/api.md (Minimum fields): ids twice, the shown name, no private fields. */
export function presentAuthor(row: AuthorRow, urlFor: UrlFor): Author {
  return {
    _id: row.author_id,
    id: row.author_id,
    name: `${row.author_first_name} ${row.author_last_name}`.trim(),
    first_name: row.author_first_name,
    last_name: row.author_last_name,
    // The thumbnail: author blocks show a small avatar next to every post and comment.
    profile_picture: row.author_avatar_key ? { url: urlFor(row.author_avatar_key) } : null,
  };
}
