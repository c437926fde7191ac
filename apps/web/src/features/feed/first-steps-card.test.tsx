// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys, type FirstSteps } from '@ourhood/contract';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { alert, me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import HomePage from './home-page';

const keys = ['location', 'first_post', 'join_group', 'follow_organization', 'notifications'] as const;
const stepsOf = (done: readonly string[], dismissed = false): FirstSteps => ({
  dismissed,
  steps: keys.map((key) => ({ key, done: done.includes(key) })),
});

function homeApi(firstSteps: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /posts': list([]),
    'GET /alerts': list([]),
    'GET /events': list([]),
    'GET /users/me/first-steps': firstSteps,
    ...extra,
  });
}

const card = () => screen.findByRole('region', { name: 'First steps' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(StorageKeys.firstStepsHidden);
});

describe('First steps on Home', () => {
  it('shows a placeholder while the steps load', async () => {
    homeApi(never);
    renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText('Loading your first steps')).toBeInTheDocument();
  });

  it("keeps the guide's room while it loads, and none when it was hidden last time on this device", async () => {
    let api = homeApi(never);
    const first = renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText('Loading your first steps')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(StorageKeys.firstStepsHidden, me().id);
    api = homeApi(never);
    renderScreen(<HomePage />, { route: '/dashboard' });
    await waitFor(() => expect(api.calls('GET /users/me/first-steps')).toHaveLength(1));
    expect(screen.queryByText('Loading your first steps')).not.toBeInTheDocument();
  });

  it('remembers on this device whether the guide was hidden, for this account only', async () => {
    let state = stepsOf([], true);
    homeApi(() => ok(state));
    const hidden = renderScreen(<HomePage />, { route: '/dashboard' });
    await waitFor(() => expect(localStorage.getItem(StorageKeys.firstStepsHidden)).toBe(me().id));
    hidden.unmount();

    state = stepsOf(['location']);
    homeApi(() => ok(state));
    renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await card()).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(StorageKeys.firstStepsHidden)).toBeNull());
  });

  it('says so when the steps cannot be loaded, and tries again', async () => {
    let calls = 0;
    homeApi(() => (++calls === 1 ? fail(503, 'Steps are resting') : ok(stepsOf([]))));
    const { user } = renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText(/Steps are resting/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card()).toBeInTheDocument();
  });

  it('lists the five steps, ticked when done, each leading to where it is done', async () => {
    homeApi(ok(stepsOf(['location', 'join_group'])));
    renderScreen(<HomePage />, { route: '/dashboard' });
    const steps = await card();
    expect(within(steps).getByText('2 of 5 done')).toBeInTheDocument();
    expect(within(steps).getByRole('progressbar', { name: 'First steps done' })).toHaveAttribute('aria-valuenow', '2');
    expect(within(steps).getByRole('button', { name: /Set your location.*Done/ })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Say hello in a first post.*Not done yet/ })).toHaveAttribute(
      'href',
      '/dashboard?compose=1',
    );
    expect(within(steps).getByRole('link', { name: /Join a group nearby.*Done/ })).toHaveAttribute(
      'href',
      '/dashboard/groups',
    );
    expect(within(steps).getByRole('link', { name: /Follow an organization/ })).toHaveAttribute(
      'href',
      '/dashboard/discover',
    );
    expect(within(steps).getByRole('link', { name: /Turn on notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/settings#notification-preferences',
    );
  });

  it('shows nothing once every step is done, or once hidden', async () => {
    const api = homeApi(ok(stepsOf(keys)));
    renderScreen(<HomePage />, { route: '/dashboard' });
    await waitFor(() => expect(api.calls('GET /users/me/first-steps')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Create a post' });
    expect(screen.queryByRole('region', { name: 'First steps' })).not.toBeInTheDocument();
  });

  it('hides the guide on the server and says where to bring it back', async () => {
    let state = stepsOf([]);
    const api = homeApi(() => ok(state), {
      'PUT /users/me/first-steps': ({ body }) => {
        state = stepsOf([], (body as { dismissed: boolean }).dismissed);
        return ok(state);
      },
    });
    const { user } = renderScreen(<HomePage />, { route: '/dashboard' });
    await user.click(within(await card()).getByRole('button', { name: 'Hide first steps' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'First steps' })).not.toBeInTheDocument());
    expect(api.calls('PUT /users/me/first-steps')[0]!.body).toEqual({ dismissed: true });
    expect(await screen.findByText(/You can show them again in Settings/)).toBeInTheDocument();
  });

  it('opens the composer from "say hello", and ticks the step once the post is sent', async () => {
    let posted = false;
    const api = homeApi(() => ok(stepsOf(posted ? ['first_post'] : [])));
    const { user } = renderScreen(<HomePage />, { route: '/dashboard?compose=1' });
    expect(await screen.findByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('compose');
    posted = true;
    // What the composer's success does: the first steps are read again.
    await user.keyboard('{Escape}');
    expect(api.calls('GET /users/me/first-steps').length).toBeGreaterThanOrEqual(1);
  });

  it('refreshes the alerts and events nearby and the steps at once after the location changes', async () => {
    let moved = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (resolve: PositionCallback) =>
          resolve({ coords: { latitude: 6.6, longitude: 3.35 } } as GeolocationPosition),
      },
    });
    const api = homeApi(() => ok(stepsOf(moved ? ['location'] : [])), {
      'GET /alerts': () => list(moved ? [alert({ title: 'Flooding on Allen Avenue' })] : []),
      'PATCH /users/profile/update-location': () => {
        moved = true;
        return ok({ location: { suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' } });
      },
    });
    const { user } = renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText('No alerts for this location at the moment.')).toBeInTheDocument();
    await user.click(within(await card()).getByRole('button', { name: /Set your location/ }));
    expect(await screen.findByText('Flooding on Allen Avenue')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'First steps' })).getByText('1 of 5 done')));
    expect(api.calls('GET /events').length).toBeGreaterThanOrEqual(2);
  });
});
