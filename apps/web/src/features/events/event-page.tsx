import type { Event, RsvpStatus } from '@ourhood/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CalendarFeedCard } from '../../components/events/calendar-feed-card';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageMain } from '../../components/ui/page-main';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { eventWhen } from '../../lib/events/event-time';
import { downloadEventIcs, eventsApi } from '../../lib/events/events-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReportButton } from '../../components/safety/report-button';

const answers: { status: RsvpStatus; label: string }[] = [
  { status: 'going', label: 'Going' },
  { status: 'interested', label: 'Interested' },
  { status: 'not_going', label: 'Not going' },
];

function RsvpButtons({ event }: { event: Event }) {
  const client = useQueryClient();
  const answer = useMutation({
    mutationFn: (status: RsvpStatus) => eventsApi.rsvp(event.id, status),
    onSuccess: (result) => {
      if (result.data.waitlisted) toast('The event is full: you are on the waitlist.', { tone: 'info' });
      void client.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error) => toast(errorMessage(error, 'Could not save your answer.'), { tone: 'error' }),
  });
  const current = answer.isPending ? answer.variables : event.viewer_rsvp?.status;
  return (
    <div role="group" aria-label="Your answer" className="flex flex-wrap gap-2">
      {answers.map(({ status, label }) => (
        <Button
          key={status}
          variant={current === status ? 'primary' : 'secondary'}
          aria-pressed={current === status}
          disabled={answer.isPending}
          onClick={() => answer.mutate(status)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

function Attendees({ id }: { id: string }) {
  const attendees = useQuery({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) => eventsApi.attendees(id, signal),
  });
  if (attendees.isPending) return <Skeleton className="h-16 w-full" />;
  if (attendees.isError)
    return <Banner tone="error">{errorMessage(attendees.error, 'Could not load attendees.')}</Banner>;
  if (attendees.data.data.length === 0) return <p className="text-sm text-muted">Nobody has answered yet.</p>;
  const label = { going: 'Going', interested: 'Interested', not_going: 'Not going' } as const;
  return (
    <ul className="flex flex-col gap-2">
      {attendees.data.data.map((attendee) => (
        <li key={attendee.user.id} className="flex items-center gap-2 text-sm">
          <Avatar name={attendee.user.name} url={attendee.user.profile_picture?.url} className="h-8 w-8 text-xs" />
          <span className="flex-1 text-fg">{attendee.user.name}</span>
          <span className="text-muted">{attendee.waitlisted ? 'Waitlisted' : label[attendee.status]}</span>
        </li>
      ))}
    </ul>
  );
}

function OrganizerActions({ event }: { event: Event }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const action = useMutation({
    mutationFn: (kind: 'cancel' | 'delete') =>
      kind === 'cancel' ? eventsApi.cancel(event.id) : eventsApi.remove(event.id),
    onSuccess: (_, kind) => {
      setConfirm(null);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      toast(kind === 'cancel' ? 'Event cancelled' : 'Event deleted', { tone: 'success' });
      if (kind === 'delete') void navigate('/dashboard/events');
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      {event.status === 'scheduled' ? (
        <>
          <Link
            to={`/dashboard/events/${event.id}/edit`}
            className="inline-flex min-h-10 items-center rounded-lg border border-line-strong bg-raised px-4 py-2 text-sm font-semibold text-fg hover:bg-sunken"
          >
            Edit event
          </Link>
          <Button variant="secondary" onClick={() => setConfirm('cancel')}>
            Cancel event
          </Button>
        </>
      ) : null}
      <Button variant="danger" onClick={() => setConfirm('delete')}>
        Delete event
      </Button>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'cancel' ? 'Cancel this event?' : 'Delete this event?'}
        confirmLabel={confirm === 'cancel' ? 'Cancel event' : 'Delete event'}
        busy={action.isPending}
        error={action.isError ? errorMessage(action.error, 'Something went wrong. Please try again.') : null}
        onConfirm={() => confirm && action.mutate(confirm)}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'cancel'
          ? 'It stays visible as cancelled, and everyone going or interested is told.'
          : 'The event and every answer to it are removed for good.'}
      </ConfirmDialog>
    </div>
  );
}

/** /dashboard/events/:id (issue 16): details, answers, attendees (organizer), add to calendar. */
export default function EventPage() {
  const { id = '' } = useParams();
  const event = useQuery({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => eventsApi.get(id, signal) });
  useDocumentTitle(event.data?.data.title ?? 'Event');
  const [downloading, setDownloading] = useState(false);

  if (event.isPending) {
    return (
      <PageMain className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
        <div aria-busy="true">
          <span className="sr-only">Loading event</span>
          <Skeleton className="h-64 w-full" />
        </div>
      </PageMain>
    );
  }
  if (event.isError) {
    return (
      <PageMain className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
        <Banner tone="error">{errorMessage(event.error, 'Could not load the event.')}</Banner>
      </PageMain>
    );
  }
  const data = event.data.data;
  const cancelled = data.status === 'cancelled';
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Link to="/dashboard/events" className="text-sm font-semibold text-accent hover:underline">
        ← All events
      </Link>
      <Card as="article" className="overflow-hidden">
        {data.cover ? (
          <img
            src={data.cover.url}
            alt=""
            className="aspect-[3/1] w-full object-cover"
            width={data.cover.width}
            height={data.cover.height}
          />
        ) : null}
        <div className="flex flex-col gap-3 p-4 sm:p-6">
          {cancelled ? <Banner tone="error">This event was cancelled.</Banner> : null}
          <h1 className="text-2xl font-bold text-fg">{data.title}</h1>
          <p className="flex items-center gap-2 text-fg" data-testid="event-when">
            <CalendarDays className="h-5 w-5 shrink-0 text-accent" />
            <time dateTime={data.start}>{eventWhen(data)}</time>
          </p>
          <p className="flex items-center gap-2 text-fg">
            <MapPin className="h-5 w-5 shrink-0 text-accent" />
            {[data.place.name, data.place.address].filter(Boolean).join(', ')}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Users className="h-5 w-5 shrink-0" />
            <span data-testid="going-count">
              {data.going_count} going
              {data.capacity ? ` of ${data.capacity}` : ''}
              {data.interested_count ? ` · ${data.interested_count} interested` : ''}
              {data.waitlist_count ? ` · ${data.waitlist_count} on the waitlist` : ''}
            </span>
          </p>
          {data.friends_going.length > 0 ? (
            <p className="text-sm text-muted">
              Friends going: {data.friends_going.map((friend) => friend.name).join(', ')}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            Organized by {data.organization?.name ?? data.organizer.name}
            {data.group ? ` in ${data.group.name}` : ''}
          </p>
          {data.description ? <p className="whitespace-pre-line text-fg">{data.description}</p> : null}
          {data.is_organizer ? (
            <OrganizerActions event={data} />
          ) : cancelled ? null : (
            <>
              <RsvpButtons event={data} />
              {data.viewer_rsvp?.waitlisted ? (
                <p className="text-sm text-muted">You are on the waitlist; you move up when a place comes free.</p>
              ) : null}
            </>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              busy={downloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadEventIcs(data.id, data.title);
                } catch (error) {
                  toast(errorMessage(error, 'Could not download the calendar file.'), { tone: 'error' });
                } finally {
                  setDownloading(false);
                }
              }}
            >
              <CalendarPlus className="mr-1 inline-block h-4 w-4" />
              Add to calendar (.ics)
            </Button>
            {data.is_organizer ? null : <ReportButton targetType="event" targetId={data.id} />}
          </div>
        </div>
      </Card>
      {data.is_organizer ? (
        <Card as="section" aria-labelledby="attendees-heading" className="flex flex-col gap-3 p-4 sm:p-6">
          <h2 id="attendees-heading" className="text-lg font-semibold text-fg">
            Attendees
          </h2>
          <Attendees id={data.id} />
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="feed-heading" className="flex flex-col gap-3 p-4 sm:p-6">
        <h2 id="feed-heading" className="text-lg font-semibold text-fg">
          Keep your calendar up to date
        </h2>
        <CalendarFeedCard />
      </Card>
    </PageMain>
  );
}
