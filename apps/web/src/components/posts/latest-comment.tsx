import type { Post } from '@ourhood/contract';
import { authorName } from './author-name';
import { LinkifiedText } from './linkified-text';
import { Trans, useLingui } from '@lingui/react/macro';

/** The newest comment under a post card (issue 18): who, and the start of what they said. */
export function LatestComment({ post }: { post: Post }) {
  const { t } = useLingui();
  const latest = post.latest_comment;
  if (!latest) return null;
  return (
    <div className="rounded-lg bg-sunken px-3 py-2 text-sm" aria-label={t`Latest comment`}>
      <span className="font-semibold text-fg">{authorName(latest.author)}</span>{' '}
      <LinkifiedText as="span" text={latest.content} className="line-clamp-2 break-words text-muted" />
    </div>
  );
}

/** '(edited)' after a post or comment whose text was changed, with the time as a tooltip. */
export function EditedMark({ editedAt }: { editedAt: string | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!editedAt) return null;
  const when = new Date(editedAt).toLocaleString(i18n.locale);
  return (
    <span className="text-xs text-faint" title={t`Edited ${when}`}>
      <Trans>(edited)</Trans>
    </span>
  );
}
