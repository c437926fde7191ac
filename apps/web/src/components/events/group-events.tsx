import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { eventsApi } from '../../lib/events/events-api';
import { EventListItem } from './event-list-item';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A group's upcoming events, for the group page to mount (issue 16): `<GroupEvents groupId={id} />`.
 * `canCreate` shows the link to create one for the group.
 */
export function GroupEvents({ groupId, canCreate = false }: { groupId: string; canCreate?: boolean }) {
  const { t } = useLingui();
  const events = useQuery({
    queryKey: eventKeys.list('group', { groupId }),
    queryFn: ({ signal }) => eventsApi.list({ scope: 'group', groupId, limit: 50 }, signal),
  });
  return (
    <section aria-labelledby={`group-events-${groupId}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`group-events-${groupId}`} className="text-lg font-semibold text-fg">
          <Trans>Upcoming events</Trans>
        </h2>
        {canCreate ? (
          <Link
            to={`/dashboard/events/new?group=${encodeURIComponent(groupId)}`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            <Trans>Create event</Trans>
          </Link>
        ) : null}
      </div>
      {events.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : events.isError ? (
        <p className="text-sm text-danger">{errorMessage(events.error, t`Could not load the events.`)}</p>
      ) : events.data.data.length === 0 ? (
        <EmptyState>
          <Trans>No upcoming events in this group.</Trans>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {events.data.data.map((event) => (
            <EventListItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
