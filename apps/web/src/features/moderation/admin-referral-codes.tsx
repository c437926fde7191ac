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

/**
 * Admins: referral codes, issued to a neighbour by e-mail, listed with how many people they
 * brought, and revoked (issue 17: what only the CLI and the API did before).
 */
export function AdminReferralCodes() {
  const client = useQueryClient();
  const { query, items } = usePagedList(adminReferralKeys.list, (page, signal) => adminReferralsApi.list(page, signal));
  const form = useContractForm(issueReferralCodeBodySchema, { defaultValues: { email: '' } });
  const issue = useMutation({ mutationFn: (email: string) => adminReferralsApi.issue(email) });
  const revoke = useMutation({
    mutationFn: (code: string) => adminReferralsApi.revoke(code),
    onSuccess: ({ message }) => {
      toast(message || 'Code revoked', { tone: 'success' });
      void client.invalidateQueries({ queryKey: adminReferralKeys.list });
    },
    onError: (failure) => toast(errorMessage(failure, 'Could not revoke the code.'), { tone: 'error' }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ email }) => {
        const { data, message } = await issue.mutateAsync(email);
        toast(message || `Code ${data.code} issued`, { tone: 'success' });
        form.reset({ email: '' });
        void client.invalidateQueries({ queryKey: adminReferralKeys.list });
      },
      { failure: 'Could not issue a code' },
    );

  return (
    <Card as="section" aria-labelledby="admin-referrals-heading" className="flex flex-col gap-3 p-5">
      <h2 id="admin-referrals-heading" className="text-lg font-semibold text-fg">
        Referral codes
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <FormBanner banner={form.banner} />
        <Input label="Issue a code to (e-mail)" type="email" {...form.field('email')} />
        <Button type="submit" busy={issue.isPending}>
          Issue code
        </Button>
      </form>
      {query.isPending ? (
        <p className="text-sm text-muted">Loading codes…</p>
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, 'Could not load the codes.')}</Banner>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No codes yet.</p>
      ) : (
        <ul aria-label="Referral codes" className="flex flex-col divide-y divide-line text-sm text-fg">
          {items.map((code) => (
            <li key={code.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-mono font-semibold">{code.code}</span> · {code.owner.name} ({code.owner.email}) ·{' '}
                {code.referred_count} joined · <RelativeTime iso={code.created_at} />
                {code.revoked_at ? <span className="text-danger"> · revoked</span> : null}
              </span>
              {code.revoked_at ? null : (
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1.5"
                  busy={revoke.isPending && revoke.variables === code.code}
                  onClick={() => revoke.mutate(code.code)}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} label="Load more codes" />
    </Card>
  );
}
