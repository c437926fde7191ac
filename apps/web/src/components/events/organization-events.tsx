import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { eventsApi } from '../../lib/events/events-api';
import { EventListItem } from './event-list-item';
import { Trans, useLingui } from '@lingui/react/macro';

/** An organization's upcoming events, on its page (issue 16). */
export function OrganizationEvents({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const events = useQuery({
    queryKey: eventKeys.list('organization', { organizationId }),
    queryFn: ({ signal }) => eventsApi.list({ scope: 'area', organizationId, limit: 20 }, signal),
  });
  return (
    <section aria-labelledby={`organization-events-${organizationId}`} className="mt-6 flex flex-col gap-3">
      <h2 id={`organization-events-${organizationId}`} className="text-lg font-semibold text-fg">
        <Trans>Upcoming events</Trans>
      </h2>
      {events.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : events.isError ? (
        <p className="text-sm text-danger">{errorMessage(events.error, t`Could not load the events.`)}</p>
      ) : events.data.data.length === 0 ? (
        <EmptyState>
          <Trans>No upcoming events.</Trans>
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
