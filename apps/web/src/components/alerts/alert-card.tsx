import { TriangleAlert } from 'lucide-react';
import type { Alert } from '@ourhood/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '../ui/cx';
import { RelativeTime } from '../ui/relative-time';
import { ALERT_CATEGORY_LABEL } from '../../lib/alerts/use-alerts';

/** One alert as the home panel and the alerts page show it: urgent ones stand out. */
export function AlertSummary({ alert, children }: { alert: Alert; children?: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const title = alert.title;
  const where = alert.area === 'city' ? alert.location.city : alert.location.suburb || alert.location.city;
  return (
    <article
      aria-label={alert.urgent ? t`Urgent alert: ${title}` : t`Alert: ${title}`}
      data-testid="alert-item"
      className={cx(
        'rounded-xl border p-3',
        alert.urgent ? 'border-red-400 bg-red-50 dark:bg-red-950/30' : 'border-line',
      )}
    >
      <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {alert.urgent ? <TriangleAlert className="h-4 w-4 text-red-600" aria-hidden /> : null}
        {alert.urgent ? (
          <>
            <Trans>Urgent</Trans> ·{' '}
          </>
        ) : null}
        {i18n._(ALERT_CATEGORY_LABEL[alert.category])} · {where}
        {alert.status === 'pending' ? (
          <>
            {' '}
            · <Trans>waiting for a moderator</Trans>
          </>
        ) : null}
      </p>
      <h3 className="mt-1 font-semibold text-fg">{alert.title}</h3>
      {alert.details ? <p className="mt-1 text-sm whitespace-pre-line text-fg">{alert.details}</p> : null}
      {alert.photo ? (
        <img src={alert.photo.thumbnail_url} alt="" className="mt-2 max-h-40 rounded-lg object-cover" loading="lazy" />
      ) : null}
      <p className="mt-1 text-xs text-muted">
        {alert.author.name} · <RelativeTime iso={alert.created_at} />
      </p>
      {children}
    </article>
  );
}
