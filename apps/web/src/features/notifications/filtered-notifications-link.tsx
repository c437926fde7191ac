import { useQuery } from '@tanstack/react-query';
import { Filter } from 'lucide-react';
import { Link } from 'react-router';
import { notificationKeys } from '../../lib/notifications/notification-keys';
import { notificationsApi } from '../../lib/notifications/notifications-api';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The way into the filtered box, with how many notifications wait there. */
export function FilteredNotificationsLink() {
  const { t } = useLingui();
  const policy = useQuery({
    queryKey: notificationKeys.filterPolicy,
    queryFn: async ({ signal }) => (await notificationsApi.filterPolicy(signal)).data,
  });
  const waiting = policy.data?.filtered_count ?? 0;
  return (
    <Link
      to="/dashboard/notifications/filtered"
      className="flex items-center gap-3 rounded-xl border border-line bg-raised px-4 py-3 text-sm text-fg hover:bg-sunken"
    >
      <Filter className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
      <span className="flex-1">
        <span className="font-semibold">
          <Trans>Filtered notifications</Trans>
        </span>
        <span className="block text-muted">
          {waiting === 0
            ? t`From new accounts and people you don’t follow. None waiting.`
            : t`${plural(waiting, {
                one: '# notification is waiting for you to review.',
                other: '# notifications are waiting for you to review.',
              })}`}
        </span>
      </span>
    </Link>
  );
}
