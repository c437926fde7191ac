import { Link } from 'react-router';
import type { Author } from '@ourhood/contract';
import { Avatar } from '../ui/avatar';
import { RelativeTime } from '../ui/relative-time';
import { authorName } from './author-name';

export interface PostBylineProps {
  author: Author | null | undefined;
  createdAt: string;
  /** Where the age links to (the post itself, on a card): a keyboard route to the detail page. */
  ageHref?: string;
  /** The area the post was written in (suburb, else city); shown after the age when known. */
  place?: string;
  /** Where the name links to, when not the author's profile (an organization's page, issue 19). */
  profileHref?: string;
}

/** Avatar, name (a link to the author's profile when there is an id) and relative age. */
export function PostByline({ author, createdAt, ageHref, place, profileHref: linkTo }: PostBylineProps) {
  const name = authorName(author);
  const profileHref = linkTo ?? (author?.id ? `/dashboard/profile/${encodeURIComponent(author.id)}` : null);
  const avatar = <Avatar name={name} url={author?.profile_picture?.url} />;
  const time = <RelativeTime iso={createdAt} />;
  return (
    <div className="flex items-center gap-3">
      {profileHref ? (
        <Link to={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className="flex min-w-0 flex-col">
        {profileHref ? (
          <Link to={profileHref} className="truncate rounded font-semibold text-fg hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate font-semibold text-fg">{name}</span>
        )}
        <span className="flex min-w-0 items-center gap-1 text-sm text-muted">
          {ageHref ? (
            <Link to={ageHref} className="shrink-0 rounded hover:underline">
              {time}
            </Link>
          ) : (
            <span className="shrink-0">{time}</span>
          )}
          {place ? (
            <span className="truncate">
              <span aria-hidden="true"> · </span>
              <span className="sr-only">in </span>
              {place}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
