import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** Admins: the moderators (add one by e-mail, remove) and the suspended and banned accounts. */
export function AdminAccounts() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const accounts = useQuery({ queryKey: safetyKeys.accounts, queryFn: ({ signal }) => safetyApi.accounts(signal) });
  const change = useMutation({
    mutationFn: ({ address, moderator }: { address: string; moderator: boolean }) =>
      safetyApi.setModerator(address, moderator),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      setEmail('');
      void client.invalidateQueries({ queryKey: safetyKeys.accounts });
    },
    onError: (failure) => toast(errorMessage(failure, t`Could not change the role.`), { tone: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) change.mutate({ address: email.trim(), moderator: true });
  };
  const data = accounts.data?.data;
  return (
    <Card as="section" aria-labelledby="admin-accounts-heading" className="flex flex-col gap-3 p-5">
      <h2 id="admin-accounts-heading" className="text-lg font-semibold text-fg">
        <Trans>Moderators and suspended accounts</Trans>
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Input
          label={t`Make a moderator (e-mail)`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={change.isPending}>
          <Trans>Add moderator</Trans>
        </Button>
      </form>
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {data?.moderators.map((account) => (
          <li key={account.user.id} className="flex items-center justify-between gap-2">
            {account.user.name} ({account.email}, {account.role})
            {account.role === 'moderator' ? (
              <Button variant="secondary" onClick={() => change.mutate({ address: account.email, moderator: false })}>
                <Trans>Remove</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold text-fg">
        <Trans>Suspended and banned</Trans>
      </h3>
      {data && data.sanctioned.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>Nobody.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {data?.sanctioned.map((account) => {
          const until = account.suspended_until ? i18n.date(account.suspended_until) : '';
          return (
            <li key={account.user.id}>
              {account.user.name} ({account.email}): {account.banned_at ? t`banned` : t`suspended until ${until}`}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
