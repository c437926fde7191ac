import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Author } from '@ourhood/contract';
import { Avatar } from '../ui/avatar';
import { relativeAge } from '../../lib/relative-time';
import { authorName } from './author-name';

export interface PostBylineProps {
  author: Author | null | undefined;
  createdAt: string;
  /** Where the age links to (the post itself, on a card): a keyboard route to the detail page. */
  ageHref?: string;
  /** Controls shown at the end of the line (edit and delete for the author). */
  actions?: ReactNode;
}

/** Avatar, name (a link to the author's profile when there is an id) and relative age. */
export function PostByline({ author, createdAt, ageHref, actions }: PostBylineProps) {
  const name = authorName(author);
  const age = relativeAge(createdAt);
  const profileHref = author?.id ? `/dashboard/profile/${encodeURIComponent(author.id)}` : null;
  const identity = (
    <>
      <Avatar name={name} url={author?.profile_picture?.url} />
      <span className="truncate font-semibold text-stone-900">{name}</span>
    </>
  );
  return (
    <div className="flex items-center gap-3">
      {profileHref ? (
        <Link to={profileHref} className="flex min-w-0 items-center gap-3 rounded-lg hover:underline">
          {identity}
        </Link>
      ) : (
        <span className="flex min-w-0 items-center gap-3">{identity}</span>
      )}
      <span aria-hidden="true" className="text-stone-400">
        ·
      </span>
      {ageHref ? (
        <Link to={ageHref} className="shrink-0 rounded text-sm text-stone-600 hover:underline">
          <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
            {age}
          </time>
        </Link>
      ) : (
        <time
          dateTime={createdAt}
          title={new Date(createdAt).toLocaleString()}
          className="shrink-0 text-sm text-stone-600"
        >
          {age}
        </time>
      )}
      {actions ? <div className="ml-auto flex shrink-0 items-center gap-1">{actions}</div> : null}
    </div>
  );
}
