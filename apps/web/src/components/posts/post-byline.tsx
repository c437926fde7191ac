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
}

/** Avatar, name (a link to the author's profile when there is an id) and relative age. */
export function PostByline({ author, createdAt, ageHref }: PostBylineProps) {
  const name = authorName(author);
  const age = relativeAge(createdAt);
  const profileHref = author?.id ? `/dashboard/profile/${encodeURIComponent(author.id)}` : null;
  const avatar = <Avatar name={name} url={author?.profile_picture?.url} />;
  const time = (
    <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
      {age}
    </time>
  );
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
          <Link to={profileHref} className="truncate rounded font-semibold text-stone-900 hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate font-semibold text-stone-900">{name}</span>
        )}
        {ageHref ? (
          <Link to={ageHref} className="self-start rounded text-sm text-stone-600 hover:underline">
            {time}
          </Link>
        ) : (
          <span className="text-sm text-stone-600">{time}</span>
        )}
      </div>
    </div>
  );
}
