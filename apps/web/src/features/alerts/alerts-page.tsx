import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertSummary } from '../../components/alerts/alert-card';
import { ReportButton } from '../../components/safety/report-button';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { alertKeys, alertsApi } from '../../lib/alerts/alerts-api';
import { useAlerts } from '../../lib/alerts/use-alerts';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AlertForm } from './alert-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapListView } from '../../components/map/map-list-view';
import { ListOrMapToggle, useListOrMap } from '../../components/map/view-toggle';

/** /dashboard/alerts: the area's active alerts (urgent first) and the form to post one. */
export default function AlertsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Community alerts`);
  const client = useQueryClient();
  const { alerts, isPending, error } = useAlerts();
  const change = useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'resolve' | 'remove' }) =>
      how === 'resolve' ? alertsApi.resolve(id) : alertsApi.remove(id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void client.invalidateQueries({ queryKey: alertKeys.all });
    },
    onError: (failure) => toast(errorMessage(failure, t`Could not change the alert.`), { tone: 'error' }),
  });
  const [view, setView] = useListOrMap();
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 id="alerts-page-heading" className="text-2xl font-bold text-fg">
        <Trans>Community alerts</Trans>
      </h1>
      <ListOrMapToggle view={view} onChange={setView} />
    </div>
  );
  if (view === 'map') {
    return (
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-6 sm:px-6">
        {heading}
        <MapListView
          kinds={['alert']}
          label={t`Alert areas on the map`}
          hint={null}
          emptyText={t`No alerts on this part of the map.`}
        />
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-6 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="alerts-page-heading" className="flex flex-col gap-3">
        {heading}
        {error ? <Banner tone="error">{errorMessage(error, t`Alerts could not be loaded.`)}</Banner> : null}
        {!isPending && alerts.length === 0 ? (
          <p className="text-muted">
            <Trans>No alerts for this location at the moment.</Trans>
          </p>
        ) : null}
        {alerts.map((alert) => (
          <AlertSummary key={alert.id} alert={alert}>
            {alert.can_manage ? (
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" onClick={() => change.mutate({ id: alert.id, how: 'resolve' })}>
                  <Trans>Mark resolved</Trans>
                </Button>
                <Button variant="secondary" onClick={() => change.mutate({ id: alert.id, how: 'remove' })}>
                  <Trans>Remove</Trans>
                </Button>
              </div>
            ) : (
              <div className="mt-2">
                <ReportButton targetType="alert" targetId={alert.id} />
              </div>
            )}
          </AlertSummary>
        ))}
      </section>
      <Card as="section" aria-labelledby="new-alert-heading" className="h-fit p-5">
        <h2 id="new-alert-heading" className="mb-3 text-lg font-semibold text-fg">
          <Trans>Post an alert</Trans>
        </h2>
        <AlertForm />
      </Card>
    </main>
  );
}
