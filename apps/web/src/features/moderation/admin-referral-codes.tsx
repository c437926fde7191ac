import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { issueReferralCodeBodySchema } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadMore } from '../../components/ui/load-more';
import { RelativeTime } from '../../components/ui/relative-time';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { adminReferralKeys, adminReferralsApi } from '../../lib/referrals/admin-referrals-api';
import { usePagedList } from '../../lib/use-paged-list';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/**
 * Admins: referral codes, issued to a neighbour by e-mail, listed with how many people they
 * brought, and revoked (issue 17: what only the CLI and the API did before).
 */
export function AdminReferralCodes() {
  const { t } = useLingui();
  const client = useQueryClient();
  const { query, items } = usePagedList(adminReferralKeys.list, (page, signal) => adminReferralsApi.list(page, signal));
  const form = useContractForm(issueReferralCodeBodySchema, { defaultValues: { email: '' } });
  const issue = useMutation({ mutationFn: (email: string) => adminReferralsApi.issue(email) });
  const revoke = useMutation({
    mutationFn: (code: string) => adminReferralsApi.revoke(code),
    onSuccess: ({ message }) => {
      toast(message || t`Code revoked`, { tone: 'success' });
      void client.invalidateQueries({ queryKey: adminReferralKeys.list });
    },
    onError: (failure) => toast(errorMessage(failure, t`Could not revoke the code.`), { tone: 'error' }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ email }) => {
        const { data, message } = await issue.mutateAsync(email);
        const code = data.code;
        toast(message || t`Code ${code} issued`, { tone: 'success' });
        form.reset({ email: '' });
        void client.invalidateQueries({ queryKey: adminReferralKeys.list });
      },
      { failure: t`Could not issue a code` },
    );

  return (
    <Card as="section" aria-labelledby="admin-referrals-heading" className="flex flex-col gap-3 p-5">
      <h2 id="admin-referrals-heading" className="text-lg font-semibold text-fg">
        <Trans>Referral codes</Trans>
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <FormBanner banner={form.banner} />
        <Input label={t`Issue a code to (e-mail)`} type="email" {...form.field('email')} />
        <Button type="submit" busy={issue.isPending}>
          <Trans>Issue code</Trans>
        </Button>
      </form>
      {query.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading codes…</Trans>
        </p>
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Could not load the codes.`)}</Banner>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No codes yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Referral codes`} className="flex flex-col divide-y divide-line text-sm text-fg">
          {items.map((code) => {
            const joined = code.referred_count;
            return (
              <li key={code.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-mono font-semibold">{code.code}</span> · {code.owner.name} ({code.owner.email})
                  · <Plural value={joined} one="# joined" other="# joined" /> · <RelativeTime iso={code.created_at} />
                  {code.revoked_at ? <span className="text-danger">{t` · revoked`}</span> : null}
                </span>
                {code.revoked_at ? null : (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3 py-1.5"
                    busy={revoke.isPending && revoke.variables === code.code}
                    onClick={() => revoke.mutate(code.code)}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore query={query} label={t`Load more codes`} />
    </Card>
  );
}
