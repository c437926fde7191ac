import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkify, type MentionedPerson } from '../../lib/posts/linkify';

/**
 * Text with its http(s) addresses as links and its mentions as links to profiles (issue 18), built
 * as React elements: the text is never
 * parsed as HTML. Links open in a new tab and tell search engines and the target nothing about us
 * (`nofollow ugc noopener`).
 */
export function LinkifiedText({
  text,
  className,
  as: Tag = 'p',
  mentions,
  children,
}: {
  text: string;
  /** People the text mentions: their '@First Last' links to their profile. */
  mentions?: readonly MentionedPerson[];
  className?: string;
  as?: 'p' | 'span';
  /** Shown after the text (e.g. '(edited)'). */
  children?: ReactNode;
}) {
  const parts = useMemo(() => linkify(text, mentions), [text, mentions]);
  return (
    <Tag className={className}>
      {parts.map((part, index) =>
        part.kind === 'mention' ? (
          <Link
            key={index}
            to={`/dashboard/profile/${part.userId}`}
            className="font-medium text-accent hover:underline"
          >
            {part.text}
          </Link>
        ) : part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener"
            className="break-all text-accent underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
      {children}
    </Tag>
  );
}
