// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never } from '../../test/api';
import { event } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import EventsPage from './events-page';

describe('EventsPage', () => {
  it('shows placeholders while the events load', () => {
    signIn();
    mockApi({ 'GET /events': never });
    renderScreen(<EventsPage />, { route: '/dashboard/events' });
    expect(screen.getByText('Loading events')).toBeInTheDocument();
  });

  it('invites the first event when the area has none', async () => {
    signIn();
    const api = mockApi({ 'GET /events': list([]) });
    renderScreen(<EventsPage />, { route: '/dashboard/events' });
    expect(await screen.findByText('No upcoming events in your area yet. Create the first one!')).toBeInTheDocument();
    expect(api.calls('GET /events')[0]!.query.get('scope')).toBe('area');
  });

  it("shows the server's message when the events cannot be loaded", async () => {
    signIn();
    mockApi({ 'GET /events': fail(500, 'Events are unavailable right now') });
    renderScreen(<EventsPage />, { route: '/dashboard/events' });
    expect(await screen.findByText('Events are unavailable right now')).toBeInTheDocument();
  });

  it('lists events with place, attendance and status, each linking to its page', async () => {
    signIn();
    mockApi({
      'GET /events': list([
        event({ viewer_rsvp: { status: 'going', waitlisted: false } }),
        event({ id: 'e2', _id: 'e2', title: 'Carols in the park', status: 'cancelled', going_count: 0 }),
      ]),
    });
    renderScreen(<EventsPage />, { route: '/dashboard/events' });
    const cleanUp = await screen.findByRole('link', { name: /Street clean-up/ });
    expect(cleanUp).toHaveAttribute('href', '/dashboard/events/e1');
    expect(cleanUp).toHaveTextContent('Atherton Gardens, 120 Brunswick St');
    expect(cleanUp).toHaveTextContent('7 going');
    expect(within(cleanUp).getByText('Going')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Carols in the park/ })).getByText('Cancelled')).toBeInTheDocument();
  });

  it("switches to the viewer's own events, keeping the tab in the address", async () => {
    signIn();
    const api = mockApi({ 'GET /events': list([]) });
    const { user } = renderScreen(<EventsPage />, { route: '/dashboard/events' });
    await screen.findByText('No upcoming events in your area yet. Create the first one!');

    await user.click(screen.getByRole('tab', { name: 'My events' }));
    expect(
      await screen.findByText('You have no upcoming events. Answer going or interested to see them here.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events?tab=mine');
    expect(api.calls('GET /events').at(-1)!.query.get('scope')).toBe('mine');
  });
});
