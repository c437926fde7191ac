import { useMemo, type ReactNode } from 'react';
import { linkify } from '../../lib/posts/linkify';

/**
 * Text with its http(s) addresses as links (issue 18), built as React elements: the text is never
 * parsed as HTML. Links open in a new tab and tell search engines and the target nothing about us
 * (`nofollow ugc noopener`).
 */
export function LinkifiedText({
  text,
  className,
  as: Tag = 'p',
  children,
}: {
  text: string;
  className?: string;
  as?: 'p' | 'span';
  /** Shown after the text (e.g. '(edited)'). */
  children?: ReactNode;
}) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <Tag className={className}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
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
