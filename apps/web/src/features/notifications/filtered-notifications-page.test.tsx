// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilteredSender } from '@ourhood/contract';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { notification } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import FilteredNotificationsPage from './filtered-notifications-page';

const policy = { filter_not_following: true, filter_new_accounts: true, filtered_count: 3 };

function sender(id: string, name: string, count: number): FilteredSender {
  return {
    actor: { id, name, profile_picture: null },
    notification_count: count,
    latest_at: '2026-11-28T10:00:00.000Z',
    notifications: [
      notification({ id: `${id}-n1`, _id: `${id}-n1`, kind: 'mention', message: `${name} mentioned you: "Hi"` }),
    ],
  };
}

function routes(senders: RouteReply, extra: Record<string, RouteReply> = {}) {
  return {
    'GET /notifications/filter-policy': ok(policy),
    'GET /notifications/filtered': senders,
    ...extra,
  };
}

describe('FilteredNotificationsPage', () => {
  it('shows a placeholder while loading, then says when nothing waits', async () => {
    signIn();
    mockApi(routes(never));
    const { container } = renderScreen(<FilteredNotificationsPage />);
    expect(screen.getByRole('heading', { name: 'Filtered notifications' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
  });

  it("says when nothing waits, and shows the server's message when loading fails", async () => {
    signIn();
    mockApi(routes(list([])));
    const first = renderScreen(<FilteredNotificationsPage />);
    expect(await screen.findByText('Nothing is waiting here.')).toBeInTheDocument();
    first.unmount();
    mockApi(routes(fail(500, 'The box is resting')));
    renderScreen(<FilteredNotificationsPage />);
    expect(await screen.findByText('The box is resting')).toBeInTheDocument();
  });

  it('lists senders with a preview; Allow and Dismiss answer for one sender each', async () => {
    signIn();
    const api = mockApi(
      routes(list([sender('u1', 'Nora New', 2), sender('u2', 'Sam Stranger', 1)]), {
        'POST /notifications/filtered/:actor_id/allow': ok({ moved: 2 }),
        'POST /notifications/filtered/:actor_id/dismiss': ok({ removed: 1 }),
      }),
    );
    const { user } = renderScreen(<FilteredNotificationsPage />);
    const senders = await screen.findByRole('list', { name: 'Filtered senders' });
    expect(within(senders).getByText('Nora New mentioned you: "Hi"')).toBeInTheDocument();
    expect(within(senders).getByText('and 1 more')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allow notifications from Nora New' }));
    await waitFor(() => expect(api.calls('POST /notifications/filtered/:actor_id/allow')).toHaveLength(1));
    expect(api.calls('POST /notifications/filtered/:actor_id/allow')[0]!.path).toBe('/notifications/filtered/u1/allow');
    expect(await screen.findByText('Nora New can reach you now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss notifications from Sam Stranger' }));
    await waitFor(() => expect(api.calls('POST /notifications/filtered/:actor_id/dismiss')).toHaveLength(1));
    expect(api.calls('POST /notifications/filtered/:actor_id/dismiss')[0]!.path).toBe(
      '/notifications/filtered/u2/dismiss',
    );
  });

  it('saves a rule as soon as it is unticked, and says so when saving fails', async () => {
    signIn();
    let saved: unknown;
    const api = mockApi(
      routes(list([]), {
        'PATCH /notifications/filter-policy': (request) => {
          saved = request.body;
          return ok({ ...policy, filter_new_accounts: false, filtered_count: 0 });
        },
      }),
    );
    const { user } = renderScreen(<FilteredNotificationsPage />);
    const newAccounts = await screen.findByRole('checkbox', { name: /New accounts/ });
    expect(newAccounts).toBeChecked();
    await user.click(newAccounts);
    await waitFor(() => expect(api.calls('PATCH /notifications/filter-policy')).toHaveLength(1));
    expect(saved).toEqual({ filter_new_accounts: false });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /New accounts/ })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: /People you don't follow/ })).toBeChecked();

    mockApi(routes(list([]), { 'PATCH /notifications/filter-policy': fail(500, 'Could not save') }));
    await user.click(screen.getByRole('checkbox', { name: /People you don't follow/ }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });
});
