import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { FilteredSender } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { cx } from '../../components/ui/cx';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { PageMain } from '../../components/ui/page-main';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { notificationKeys } from '../../lib/notifications/notification-keys';
import { notificationsApi } from '../../lib/notifications/notifications-api';
import { useSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePagedList } from '../../lib/use-paged-list';
import { FilteredSenderItem } from './filtered-sender-item';
import { FilterPolicyForm } from './filter-policy-form';
import { Trans, useLingui } from '@lingui/react/macro';

type Decision = { sender: FilteredSender; allow: boolean };

/**
 * /dashboard/notifications/filtered (issue 39, decision 0069): what new accounts and people the
 * person does not follow sent unasked, by sender; "Allow" moves a sender into the list for good,
 * "Dismiss" deletes what they sent; the rules above turn filtering off.
 */
export default function FilteredNotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Filtered notifications`);
  const client = useQueryClient();
  const neighbour = useSession((state) => state.userType) === 'neighbour';
  const { query, items } = usePagedList(notificationKeys.filtered, (page, signal) =>
    notificationsApi.filteredSenders(page, signal),
  );
  const decide = useMutation({
    mutationFn: async ({ sender, allow }: Decision): Promise<void> => {
      if (allow) await notificationsApi.allowSender(sender.actor.id);
      else await notificationsApi.dismissSender(sender.actor.id);
    },
    onSuccess: (_result, { sender, allow }) => {
      const name = sender.actor.name;
      toast(allow ? t`${name} can reach you now` : t`Dismissed what ${name} sent`);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => toast(errorMessage(error, t`Failed to update filtered notifications`), { tone: 'error' }),
  });

  return (
    <PageMain className={cx('mx-auto flex w-full max-w-3xl flex-col gap-4', neighbour && 'px-3 py-6 sm:px-6')}>
      <Link
        to="/dashboard/notifications"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" /> <Trans>Notifications</Trans>
      </Link>
      <div>
        <h1 className="text-xl font-bold text-fg">
          <Trans>Filtered notifications</Trans>
        </h1>
        <p className="text-sm text-muted">
          <Trans>
            These did not ring the bell or send e-mail. Allow someone to move what they sent into your notifications and
            hear from them from now on.
          </Trans>
        </p>
      </div>
      <FilterPolicyForm />
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load filtered notifications`)}</Banner>
      ) : items.length === 0 ? (
        <EmptyState>
          <Trans>Nothing is waiting here.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t`Filtered senders`}>
            {items.map((sender) => (
              <FilteredSenderItem
                key={sender.actor.id}
                sender={sender}
                busy={decide.isPending && decide.variables.sender.actor.id === sender.actor.id}
                onAllow={() => decide.mutate({ sender, allow: true })}
                onDismiss={() => decide.mutate({ sender, allow: false })}
              />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </PageMain>
  );
}
