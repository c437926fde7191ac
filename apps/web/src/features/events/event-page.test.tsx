// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventWhen } from '../../lib/events/event-time';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, event } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import EventPage from './event-page';

const feedUrl = ok({ url: 'webcal://ourhood.test/calendar/abc.ics' });

function eventApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({ 'GET /events/:id': reply, 'GET /calendar/feed-url': feedUrl, ...extra });
}

function open() {
  return renderScreen(<EventPage />, { route: '/dashboard/events/e1', path: '/dashboard/events/:id' });
}

describe('EventPage', () => {
  it('announces that the event is loading', () => {
    eventApi(never);
    open();
    expect(screen.getByText('Loading event')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("shows the server's message when the event cannot be loaded", async () => {
    eventApi(fail(404, 'Event not found'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Event not found');
  });

  it('shows the event to a neighbour: when, where, who goes, who organizes', async () => {
    const api = eventApi(ok(event({ friends_going: [author({ name: 'Bo Chen' })] })));
    open();
    expect(await screen.findByRole('heading', { name: 'Street clean-up' })).toBeInTheDocument();
    expect(api.calls('GET /events/:id')[0]!.path).toBe('/events/e1');
    expect(screen.getByTestId('event-when')).toHaveTextContent(eventWhen(event()));
    expect(screen.getByText('Atherton Gardens, 120 Brunswick St')).toBeInTheDocument();
    expect(screen.getByTestId('going-count')).toHaveTextContent('7 going · 2 interested');
    expect(screen.getByText('Friends going: Bo Chen')).toBeInTheDocument();
    expect(screen.getByText('Organized by Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Gloves and bags provided')).toBeInTheDocument();
    const answers = screen.getByRole('group', { name: 'Your answer' });
    for (const label of ['Going', 'Interested', 'Not going']) {
      expect(within(answers).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByRole('region', { name: 'Attendees' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('calendar-feed-url')).toHaveValue('webcal://ourhood.test/calendar/abc.ics');
  });

  it('answers Going, and says so when the event is full', async () => {
    let answered = false;
    const api = eventApi(
      () =>
        ok(
          event({
            capacity: 7,
            viewer_rsvp: answered ? { status: 'going', waitlisted: true } : null,
            waitlist_count: answered ? 1 : 0,
          }),
        ),
      {
        'POST /events/:id/rsvp': () => {
          answered = true;
          return ok({ status: 'going', waitlisted: true, going_count: 7 });
        },
      },
    );
    const { user } = open();
    const answers = await screen.findByRole('group', { name: 'Your answer' });
    await user.click(within(answers).getByRole('button', { name: 'Going' }));

    expect(await screen.findByText('The event is full: you are on the waitlist.')).toBeInTheDocument();
    const [request] = api.calls('POST /events/:id/rsvp');
    expect(request!.path).toBe('/events/e1/rsvp');
    expect(request!.body).toEqual({ status: 'going' });
    expect(
      await screen.findByText('You are on the waitlist; you move up when a place comes free.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('going-count')).toHaveTextContent('7 going of 7 · 2 interested · 1 on the waitlist');
    expect(within(answers).getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a refused answer', async () => {
    eventApi(ok(event()), { 'POST /events/:id/rsvp': fail(403, 'Only members of the group can answer') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Interested' }));
    expect(await screen.findByText('Only members of the group can answer')).toBeInTheDocument();
  });

  it('shows a cancelled event without answers', async () => {
    eventApi(ok(event({ status: 'cancelled' })));
    open();
    expect(await screen.findByText('This event was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('shows the organizer the attendees, and cancels the event after asking', async () => {
    const api = eventApi(ok(event({ is_organizer: true })), {
      'GET /events/:id/attendees': ok([
        {
          user: author({ name: 'Bo Chen', id: 'u-bo' }),
          status: 'going',
          waitlisted: false,
          since: '2026-11-28T10:00:00.000Z',
        },
        {
          user: author({ name: 'Cy Park', id: 'u-cy' }),
          status: 'going',
          waitlisted: true,
          since: '2026-11-28T10:00:00.000Z',
        },
      ]),
      'POST /events/:id/cancel': ok(event({ is_organizer: true, status: 'cancelled' })),
    });
    const { user } = open();
    const attendees = await screen.findByRole('region', { name: 'Attendees' });
    const rows = await within(attendees).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Bo Chen').nextElementSibling).toHaveTextContent(/^Going$/);
    expect(within(rows[1]!).getByText('Cy Park').nextElementSibling).toHaveTextContent(/^Waitlisted$/);
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit event' })).toHaveAttribute('href', '/dashboard/events/e1/edit');

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(api.calls('POST /events/:id/cancel')[0]!.path).toBe('/events/e1/cancel');
  });

  it('deletes the event for its organizer, then goes back to the events', async () => {
    const api = eventApi(ok(event({ is_organizer: true })), {
      'GET /events/:id/attendees': ok([]),
      'DELETE /events/:id': ok({ _id: 'e1', id: 'e1' }),
    });
    const { user } = open();
    expect(await screen.findByText('Nobody has answered yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /events/:id')[0]!.path).toBe('/events/e1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/events$/));
  });

  it('asks for the calendar file with the bearer token, and says when it cannot be had', async () => {
    const api = eventApi(ok(event()), { 'GET /events/:id/ics': fail(500, 'No calendar') });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(await screen.findByText('Could not download the calendar file.')).toBeInTheDocument();
    const [request] = api.calls('GET /events/:id/ics');
    expect(request!.path).toBe('/events/e1/ics');
    expect(request!.headers.get('authorization')).toBe('Bearer test-token');
  });
});
