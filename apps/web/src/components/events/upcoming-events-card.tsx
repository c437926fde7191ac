import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { eventKeys } from '../../lib/events/event-keys';
import { eventsApi } from '../../lib/events/events-api';
import { EventListItem } from './event-list-item';
import { Trans } from '@lingui/react/macro';

/** The home's right panel (issue 16): the next few events of the neighbour's area. */
export function UpcomingEventsCard() {
  const events = useQuery({
    queryKey: eventKeys.list('area', { limit: 3 }),
    queryFn: ({ signal }) => eventsApi.list({ scope: 'area', limit: 3 }, signal),
  });
  return (
    <Card as="section" aria-labelledby="upcoming-events-heading" className="p-5">
      <h2 id="upcoming-events-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        <Trans>Upcoming events nearby</Trans>
      </h2>
      {events.isPending ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : events.isError || events.data.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>No upcoming events in your area yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {events.data.data.map((event) => (
            <EventListItem key={event.id} event={event} compact />
          ))}
        </ul>
      )}
      <Link to="/dashboard/events" className="mt-3 inline-block text-sm font-semibold text-accent hover:underline">
        <Trans>See all events</Trans>
      </Link>
    </Card>
  );
}
