import { cx } from './cx';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * Someone's picture, or their initials on a tinted disc when there is none. Decorative: the name
 * is always written next to it, so screen readers would only hear it twice.
 */
export function Avatar({
  name,
  url,
  className = 'h-10 w-10 text-sm',
}: {
  name: string;
  url?: string | null;
  className?: string;
}) {
  if (url) {
    return <img src={url} alt="" aria-hidden="true" className={cx('shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
