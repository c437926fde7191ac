import type { Author } from '@ourhood/contract';

/** The user columns a post or comment carries about its author (public fields only). */
export interface AuthorRow {
  author_id: string;
  author_first_name: string;
  author_last_name: string;
}

/** The author block of api-v1.md: ids twice, the shown name, no private fields. */
export function presentAuthor(row: AuthorRow): Author {
  return {
    _id: row.author_id,
    id: row.author_id,
    name: `${row.author_first_name} ${row.author_last_name}`.trim(),
    first_name: row.author_first_name,
    last_name: row.author_last_name,
    // Profile pictures arrive with the profiles issue.
    profile_picture: null,
  };
}
