import { useLingui } from '@lingui/react/macro';
import { ABSOLUTE_TIME, relativeAge } from '../../lib/relative-time';

/** How every date in the dashboard reads: relative ('3h ago'), the full date and time on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  const date = new Date(iso);
  const absolute = Number.isNaN(date.getTime()) ? undefined : i18n.date(date, ABSOLUTE_TIME);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {relativeAge(iso, undefined, i18n.locale)}
    </time>
  );
}
