import { Link } from 'react-router';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { useAlerts } from '../../lib/alerts/use-alerts';
import { AlertSummary } from './alert-card';
import { Plural, Trans } from '@lingui/react/macro';

/** The home screen's Community Alerts panel: the area's active alerts, urgent first (issue 17). */
export function AlertsPanel() {
  const { alerts, isPending, isError } = useAlerts();
  const alertCount = alerts.length;
  return (
    <Card as="section" aria-labelledby="alerts-heading" className="p-5">
      <h2 id="alerts-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        <Trans>Community Alerts</Trans>
      </h2>
      {isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : isError ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>Alerts could not be loaded.</Trans>
        </p>
      ) : alerts.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>No alerts for this location at the moment.</Trans>
        </p>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          {alerts.slice(0, 3).map((alert) => (
            <AlertSummary key={alert.id} alert={alert} />
          ))}
        </div>
      )}
      <Link to="/dashboard/alerts" className="mt-3 inline-block text-sm font-semibold text-accent">
        {alerts.length > 3 ? (
          <Plural value={alertCount} one="See all # alerts" other="See all # alerts" />
        ) : (
          <Trans>Post or see alerts</Trans>
        )}
      </Link>
    </Card>
  );
}
