import type { Author } from '@ourhood/contract';
import type { RelationTarget } from '../../lib/safety/use-block-mute';
import { authorName } from '../posts/author-name';

/** Who a post's, comment's or listing's block-and-mute menu is about: its author, by shown name. */
export function authorTarget(
  author: Author,
  shownAs?: { name: string; logo?: { url: string } | null },
): RelationTarget {
  return shownAs
    ? { id: author.id, name: shownAs.name, avatarUrl: shownAs.logo?.url ?? null }
    : { id: author.id, name: authorName(author), avatarUrl: author.profile_picture?.url ?? null };
}
