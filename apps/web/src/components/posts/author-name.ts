import type { Author } from '@ourhood/contract';
import { t } from '@lingui/core/macro';

/** Spec §3: the author's shown name, 'Neighbour' when the server has none. */
export function authorName(author: Partial<Author> | null | undefined): string {
  const joined = [author?.first_name, author?.last_name].filter(Boolean).join(' ');
  return author?.name?.trim() || joined.trim() || t`Neighbour`;
}
