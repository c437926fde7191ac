import type { Post } from '@ourhood/contract';
import { authorName } from './author-name';
import { LinkifiedText } from './linkified-text';

/** The newest comment under a post card (issue 18): who, and the start of what they said. */
export function LatestComment({ post }: { post: Post }) {
  const latest = post.latest_comment;
  if (!latest) return null;
  return (
    <div className="rounded-lg bg-sunken px-3 py-2 text-sm" aria-label="Latest comment">
      <span className="font-semibold text-fg">{authorName(latest.author)}</span>{' '}
      <LinkifiedText as="span" text={latest.content} className="line-clamp-2 break-words text-muted" />
    </div>
  );
}

/** '(edited)' after a post or comment whose text was changed, with the time as a tooltip. */
export function EditedMark({ editedAt }: { editedAt: string | null | undefined }) {
  if (!editedAt) return null;
  return (
    <span className="text-xs text-faint" title={`Edited ${new Date(editedAt).toLocaleString()}`}>
      (edited)
    </span>
  );
}
