import { relativeAge } from '../../lib/relative-time';

/** How every date in the dashboard reads: relative ('3h ago'), the full date and time on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  const absolute = Number.isNaN(date.getTime())
    ? undefined
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {relativeAge(iso)}
    </time>
  );
}
