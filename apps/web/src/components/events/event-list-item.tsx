import type { Event } from '@ourhood/contract';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../ui/card';
import { eventWhen } from '../../lib/events/event-time';
import { Trans, useLingui } from '@lingui/react/macro';

/** One event in a list: title, when (viewer's local time), where, who's going; links to its page. */
export function EventListItem({ event, compact = false }: { event: Event; compact?: boolean }) {
  const { i18n } = useLingui();
  const goingCount = event.going_count;
  const organizationName = event.organization?.name;
  const cancelled = event.status === 'cancelled';
  return (
    <Card as="li" className={compact ? 'p-3' : 'p-4'}>
      <Link to={`/dashboard/events/${event.id}`} className="group flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`font-semibold text-fg group-hover:underline ${cancelled ? 'line-through' : ''}`}>
            {event.title}
          </span>
          {cancelled ? (
            <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
              <Trans>Cancelled</Trans>
            </span>
          ) : null}
          {event.viewer_rsvp?.status === 'going' ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              {event.viewer_rsvp.waitlisted ? <Trans>Waitlisted</Trans> : <Trans>Going</Trans>}
            </span>
          ) : null}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted">
          <CalendarDays className="h-4 w-4 shrink-0" />
          <time dateTime={event.start}>{eventWhen(event, i18n.locale)}</time>
        </span>
        {compact ? null : (
          <span className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="h-4 w-4 shrink-0" />
            {[event.place.name, event.place.address].filter(Boolean).join(', ')}
          </span>
        )}
        <span className="flex items-center gap-1 text-xs text-muted">
          <Users className="h-4 w-4 shrink-0" />
          <Trans>{goingCount} going</Trans>
          {organizationName ? (
            <>
              {' · '}
              <Trans>by {organizationName}</Trans>
            </>
          ) : event.group ? (
            ` · ${event.group.name}`
          ) : null}
        </span>
      </Link>
    </Card>
  );
}
