import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RelativeTime } from '../../components/ui/relative-time';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';

/**
 * Sign-ups waiting under the approval policy (issue 43), oldest first: Approve lets the person in
 * (and e-mails them), Decline removes the account. Shown only while some wait.
 */
export function AwaitingAccounts() {
  const { t } = useLingui();
  const client = useQueryClient();
  const awaiting = useQuery({ queryKey: adminKeys.awaiting, queryFn: ({ signal }) => adminApi.awaiting(signal) });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve ? adminApi.approve(id) : adminApi.reject(id, ''),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void client.invalidateQueries({ queryKey: adminKeys.awaiting });
    },
    onError: (failure) => toast(errorMessage(failure, t`The action failed.`), { tone: 'error' }),
  });
  if (awaiting.isError) {
    return <Banner tone="error">{errorMessage(awaiting.error, t`The waiting sign-ups could not be loaded.`)}</Banner>;
  }
  const accounts = awaiting.data?.data ?? [];
  if (accounts.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="awaiting-heading" className="flex flex-col gap-3 p-4">
      <h2 id="awaiting-heading" className="text-lg font-semibold text-fg">
        <Trans>Sign-ups waiting for approval</Trans>
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {accounts.map((account) => {
          const name = account.business_name ?? `${account.first_name} ${account.last_name}`;
          return (
            <li key={account.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="awaiting-account">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-fg">{name}</p>
                <p className="text-sm text-muted">
                  {account.email}
                  {account.area ? ` · ${account.area}` : ''} · <RelativeTime iso={account.created_at} />
                </p>
              </div>
              <Button
                disabled={decide.isPending}
                aria-label={t`Approve ${name}`}
                onClick={() => decide.mutate({ id: account.id, approve: true })}
              >
                <Trans>Approve</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending}
                aria-label={t`Decline ${name}`}
                onClick={() => decide.mutate({ id: account.id, approve: false })}
              >
                <Trans>Decline</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
