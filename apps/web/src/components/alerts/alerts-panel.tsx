import { Link } from 'react-router';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { useAlerts } from '../../lib/alerts/use-alerts';
import { AlertSummary } from './alert-card';

/** The home screen's Community Alerts panel: the area's active alerts, urgent first (issue 17). */
export function AlertsPanel() {
  const { alerts, isPending, isError } = useAlerts();
  return (
    <Card as="section" aria-labelledby="alerts-heading" className="p-5">
      <h2 id="alerts-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Community Alerts
      </h2>
      {isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : isError ? (
        <p className="mt-2 text-sm text-muted">Alerts could not be loaded.</p>
      ) : alerts.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No alerts for this location at the moment.</p>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          {alerts.slice(0, 3).map((alert) => (
            <AlertSummary key={alert.id} alert={alert} />
          ))}
        </div>
      )}
      <Link to="/dashboard/alerts" className="mt-3 inline-block text-sm font-semibold text-accent">
        {alerts.length > 3 ? `See all ${alerts.length} alerts` : 'Post or see alerts'}
      </Link>
    </Card>
  );
}
