import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';

/** Background jobs: the failed ones (with their error and Retry) and the queue. */
export function JobsSection() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [state, setState] = useState<'failed' | 'queued'>('failed');
  const jobs = useQuery({ queryKey: adminKeys.jobs(state), queryFn: ({ signal }) => adminApi.jobs(state, signal) });
  const retry = useMutation({
    mutationFn: adminApi.retryJob,
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void client.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    },
    onError: (failure) => toast(errorMessage(failure, t`The job could not be retried.`), { tone: 'error' }),
  });
  const data = jobs.data?.data;
  const failedCount = i18n.number(data?.failed ?? 0);
  const queuedCount = i18n.number(data?.queued ?? 0);
  return (
    <Card as="section" aria-labelledby="jobs-heading" className="flex flex-col gap-3 p-4">
      <h2 id="jobs-heading" className="text-lg font-semibold text-fg">
        <Trans>Background jobs</Trans>
      </h2>
      <Tabs<'failed' | 'queued'>
        label={t`Jobs`}
        tabs={[
          { key: 'failed', label: data ? t`Failed (${failedCount})` : t`Failed` },
          { key: 'queued', label: data ? t`Queued (${queuedCount})` : t`Queued` },
        ]}
        selected={state}
        onSelect={setState}
      >
        {jobs.isPending ? <Skeleton className="h-20 w-full" /> : null}
        {jobs.isError ? (
          <Banner tone="error">{errorMessage(jobs.error, t`The jobs could not be loaded.`)}</Banner>
        ) : null}
        {data && data.jobs.length === 0 ? (
          <p className="py-2 text-sm text-fg">{state === 'failed' ? t`No job has failed.` : t`Nothing is waiting.`}</p>
        ) : null}
        <ul className="flex flex-col divide-y divide-line">
          {data?.jobs.map((job) => {
            const attempts = job.attempts;
            return (
              <li
                key={job.id}
                className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                data-testid="admin-job"
              >
                <div className="min-w-0">
                  <p className="font-medium text-fg">{job.kind}</p>
                  <p className="text-muted">
                    <Trans>
                      {attempts} attempts · queued <RelativeTime iso={job.created_at} />
                    </Trans>
                  </p>
                  {job.last_error ? <p className="break-all text-danger">{job.last_error}</p> : null}
                </div>
                {job.failed_at ? (
                  <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(job.id)}>
                    <Trans>Retry</Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Tabs>
    </Card>
  );
}
