import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationFilterPolicy, UpdateNotificationFilterPolicyBody } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { notificationKeys } from '../../lib/notifications/notification-keys';
import { notificationsApi } from '../../lib/notifications/notifications-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Rule = keyof UpdateNotificationFilterPolicyBody;

const rules: { key: Rule; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'filter_new_accounts',
    label: msg`New accounts`,
    hint: msg`Comments, reactions, follows, mentions and interest from accounts only a few days old.`,
  },
  {
    key: 'filter_not_following',
    label: msg`People you don't follow`,
    hint: msg`Mentions from people you do not follow.`,
  },
];

/** The filtering rules, each saved as soon as it is ticked; turning one off moves what it held. */
export function FilterPolicyForm() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const policy = useQuery({
    queryKey: notificationKeys.filterPolicy,
    queryFn: async ({ signal }) => (await notificationsApi.filterPolicy(signal)).data,
  });
  const save = useMutation({
    mutationFn: (body: UpdateNotificationFilterPolicyBody) => notificationsApi.updateFilterPolicy(body),
    onSuccess: ({ data }) => {
      client.setQueryData<NotificationFilterPolicy>(notificationKeys.filterPolicy, data);
      // A rule turned off moved notifications into the list: the list, the box and the bell change.
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      toast(t`Filters saved`);
    },
    onError: (error) => toast(errorMessage(error, t`Failed to save filters`), { tone: 'error' }),
  });

  if (policy.isPending) return <Skeleton className="h-24 w-full" />;
  if (policy.isError) return <Banner tone="error">{errorMessage(policy.error, t`Failed to load filters`)}</Banner>;
  return (
    <fieldset className="rounded-xl border border-line bg-raised p-4" disabled={save.isPending}>
      <legend className="px-1 text-sm font-semibold text-fg">
        <Trans>Filter notifications from</Trans>
      </legend>
      <div className="flex flex-col gap-3">
        {rules.map((rule) => (
          <label key={rule.key} className="flex min-h-10 items-start gap-3 text-sm text-fg">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              checked={save.variables?.[rule.key] ?? policy.data[rule.key]}
              onChange={(event) => save.mutate({ [rule.key]: event.target.checked })}
            />
            <span>
              <span className="block font-medium">{i18n._(rule.label)}</span>
              <span className="block text-muted">{i18n._(rule.hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
