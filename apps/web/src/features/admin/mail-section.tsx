import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';

/** The mail transport, a test message to oneself, and the latest failures (domains only). */
export function MailSection() {
  const { t } = useLingui();
  const client = useQueryClient();
  const failures = useQuery({
    queryKey: adminKeys.mailFailures,
    queryFn: ({ signal }) => adminApi.mailFailures(signal),
  });
  const test = useMutation({
    mutationFn: adminApi.sendTestMail,
    onSuccess: (answer) => toast(`${answer.message}: ${answer.data.to}`, { tone: 'success' }),
    onError: (failure) => toast(errorMessage(failure, t`The test e-mail could not be sent.`), { tone: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.mailFailures }),
  });
  const data = failures.data?.data;
  return (
    <Card as="section" aria-labelledby="mail-heading" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mail-heading" className="text-lg font-semibold text-fg">
          <Trans>E-mail</Trans>
        </h2>
        <Button variant="secondary" busy={test.isPending} onClick={() => test.mutate()}>
          <Trans>Send me a test e-mail</Trans>
        </Button>
      </div>
      {data ? (
        <p className="text-sm text-muted">
          {data.transport === 'smtp'
            ? t`Messages go out through the SMTP server (SMTP_URL).`
            : t`No SMTP server is set: messages are kept in the local outbox, not delivered.`}
        </p>
      ) : null}
      {failures.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {failures.isError ? (
        <Banner tone="error">{errorMessage(failures.error, t`The failures could not be loaded.`)}</Banner>
      ) : null}
      {data && data.failures.length === 0 ? (
        <p className="text-sm text-fg">
          <Trans>No delivery has failed.</Trans>
        </p>
      ) : null}
      {data && data.failures.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t`Latest delivery failures`}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pe-3 text-start font-medium">{t`When`}</th>
                <th scope="col" className="py-1 pe-3 text-start font-medium">{t`To (domain)`}</th>
                <th scope="col" className="py-1 pe-3 text-start font-medium">{t`Subject`}</th>
                <th scope="col" className="py-1 text-start font-medium">{t`Error`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-fg">
              {data.failures.map((failure) => (
                <tr key={failure.id}>
                  <td className="py-1 pe-3 whitespace-nowrap">
                    <RelativeTime iso={failure.created_at} />
                  </td>
                  <td className="py-1 pe-3">{failure.recipient_domain}</td>
                  <td className="py-1 pe-3">{failure.subject}</td>
                  <td className="py-1 break-all">{failure.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
