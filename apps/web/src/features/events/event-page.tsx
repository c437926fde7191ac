import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { SmallMap } from '../../components/map/small-map';

const answerLabels: Record<RsvpStatus, MessageDescriptor> = {
  going: msg`Going`,
  interested: msg`Interested`,
  not_going: msg`Not going`,
};
const answers: RsvpStatus[] = ['going', 'interested', 'not_going'];

function RsvpButtons({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const answer = useMutation({
    mutationFn: (status: RsvpStatus) => eventsApi.rsvp(event.id, status),
    onSuccess: (result) => {
      if (result.data.waitlisted) toast(t`The event is full: you are on the waitlist.`, { tone: 'info' });
      void client.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error) => toast(errorMessage(error, t`Could not save your answer.`), { tone: 'error' }),
  });
  const current = answer.isPending ? answer.variables : event.viewer_rsvp?.status;
  return (
    <div role="group" aria-label={t`Your answer`} className="flex flex-wrap gap-2">
      {answers.map((status) => (
        <Button
          key={status}
          variant={current === status ? 'primary' : 'secondary'}
          aria-pressed={current === status}
          disabled={answer.isPending}
          onClick={() => answer.mutate(status)}
        >
          {i18n._(answerLabels[status])}
        </Button>
      ))}
    </div>
  );
}

function Attendees({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const attendees = useQuery({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) => eventsApi.attendees(id, signal),
  });
  if (attendees.isPending) return <Skeleton className="h-16 w-full" />;
  if (attendees.isError)
    return <Banner tone="error">{errorMessage(attendees.error, t`Could not load attendees.`)}</Banner>;
  if (attendees.data.data.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>Nobody has answered yet.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {attendees.data.data.map((attendee) => (
        <li key={attendee.user.id} className="flex items-center gap-2 text-sm">
          <Avatar name={attendee.user.name} url={attendee.user.profile_picture?.url} className="h-8 w-8 text-xs" />
          <span className="flex-1 text-fg">{attendee.user.name}</span>
          <span className="text-muted">
            {attendee.waitlisted ? t`Waitlisted` : i18n._(answerLabels[attendee.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}

function OrganizerActions({ event }: { event: Event }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const action = useMutation({
    mutationFn: (kind: 'cancel' | 'delete') =>
      kind === 'cancel' ? eventsApi.cancel(event.id) : eventsApi.remove(event.id),
    onSuccess: (_, kind) => {
      setConfirm(null);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      toast(kind === 'cancel' ? t`Event cancelled` : t`Event deleted`, { tone: 'success' });
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
            <Trans>Edit event</Trans>
          </Link>
          <Button variant="secondary" onClick={() => setConfirm('cancel')}>
            <Trans>Cancel event</Trans>
          </Button>
        </>
      ) : null}
      <Button variant="danger" onClick={() => setConfirm('delete')}>
        <Trans>Delete event</Trans>
      </Button>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'cancel' ? t`Cancel this event?` : t`Delete this event?`}
        confirmLabel={confirm === 'cancel' ? t`Cancel event` : t`Delete event`}
        busy={action.isPending}
        error={action.isError ? errorMessage(action.error, t`Something went wrong. Please try again.`) : null}
        onConfirm={() => confirm && action.mutate(confirm)}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'cancel' ? (
          <Trans>It stays visible as cancelled, and everyone going or interested is told.</Trans>
        ) : (
          <Trans>The event and every answer to it are removed for good.</Trans>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** /dashboard/events/:id (issue 16): details, answers, attendees (organizer), add to calendar. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const event = useQuery({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => eventsApi.get(id, signal) });
  useDocumentTitle(event.data?.data.title ?? t`Event`);
  const [downloading, setDownloading] = useState(false);

  if (event.isPending) {
    return (
      <PageMain className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
        <div aria-busy="true">
          <span className="sr-only">
            <Trans>Loading event</Trans>
          </span>
          <Skeleton className="h-64 w-full" />
        </div>
      </PageMain>
    );
  }
  if (event.isError) {
    return (
      <PageMain className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
        <Banner tone="error">{errorMessage(event.error, t`Could not load the event.`)}</Banner>
      </PageMain>
    );
  }
  const data = event.data.data;
  const cancelled = data.status === 'cancelled';
  const organizer = data.organization?.name ?? data.organizer.name;
  const friends = data.friends_going.map((friend) => friend.name).join(', ');
  const groupName = data.group?.name;
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Link to="/dashboard/events" className="text-sm font-semibold text-accent hover:underline">
        <Trans>← All events</Trans>
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
          {cancelled ? (
            <Banner tone="error">
              <Trans>This event was cancelled.</Trans>
            </Banner>
          ) : null}
          <h1 className="text-2xl font-bold text-fg">{data.title}</h1>
          <p className="flex items-center gap-2 text-fg" data-testid="event-when">
            <CalendarDays className="h-5 w-5 shrink-0 text-accent" />
            <time dateTime={data.start}>{eventWhen(data)}</time>
          </p>
          <p className="flex items-center gap-2 text-fg">
            <MapPin className="h-5 w-5 shrink-0 text-accent" />
            {[data.place.name, data.place.address].filter(Boolean).join(', ')}
          </p>
          {data.latitude !== null && data.longitude !== null ? (
            <SmallMap
              kind="event"
              id={data.id}
              title={data.title}
              latitude={data.latitude}
              longitude={data.longitude}
              label={t`The event's place on the map`}
            />
          ) : null}
          <p className="flex items-center gap-2 text-sm text-muted">
            <Users className="h-5 w-5 shrink-0" />
            <span data-testid="going-count">{attendance(data)}</span>
          </p>
          {data.friends_going.length > 0 ? (
            <p className="text-sm text-muted">
              <Trans>Friends going: {friends}</Trans>
            </p>
          ) : null}
          <p className="text-sm text-muted">
            {groupName ? (
              <Trans>
                Organized by {organizer} in {groupName}
              </Trans>
            ) : (
              <Trans>Organized by {organizer}</Trans>
            )}
          </p>
          {data.description ? <p className="whitespace-pre-line text-fg">{data.description}</p> : null}
          {data.is_organizer ? (
            <OrganizerActions event={data} />
          ) : cancelled ? null : (
            <>
              <RsvpButtons event={data} />
              {data.viewer_rsvp?.waitlisted ? (
                <p className="text-sm text-muted">
                  <Trans>You are on the waitlist; you move up when a place comes free.</Trans>
                </p>
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
                  toast(errorMessage(error, t`Could not download the calendar file.`), { tone: 'error' });
                } finally {
                  setDownloading(false);
                }
              }}
            >
              <CalendarPlus className="me-1 inline-block h-4 w-4" />
              <Trans>Add to calendar (.ics)</Trans>
            </Button>
            {data.is_organizer ? null : <ReportButton targetType="event" targetId={data.id} />}
          </div>
        </div>
      </Card>
      {data.is_organizer ? (
        <Card as="section" aria-labelledby="attendees-heading" className="flex flex-col gap-3 p-4 sm:p-6">
          <h2 id="attendees-heading" className="text-lg font-semibold text-fg">
            <Trans>Attendees</Trans>
          </h2>
          <Attendees id={data.id} />
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="feed-heading" className="flex flex-col gap-3 p-4 sm:p-6">
        <h2 id="feed-heading" className="text-lg font-semibold text-fg">
          <Trans>Keep your calendar up to date</Trans>
        </h2>
        <CalendarFeedCard />
      </Card>
    </PageMain>
  );
}

/** '7 going of 20 · 2 interested · 1 on the waitlist': each count a message of its own language. */
function attendance(event: Pick<Event, 'going_count' | 'capacity' | 'interested_count' | 'waitlist_count'>) {
  const { going_count: going, capacity, interested_count: interested, waitlist_count: waitlisted } = event;
  const parts = [
    capacity
      ? plural(going, { one: `# going of ${capacity}`, other: `# going of ${capacity}` })
      : plural(going, { one: '# going', other: '# going' }),
  ];
  if (interested) parts.push(plural(interested, { one: '# interested', other: '# interested' }));
  if (waitlisted) parts.push(plural(waitlisted, { one: '# on the waitlist', other: '# on the waitlist' }));
  return parts.join(' · ');
}
