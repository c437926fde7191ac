// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { notification } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import NotificationsPage from './notifications-page';

const noMessages = ok({ unread_count: 0, requests_count: 0, in_bell: true });

function routes(listReply: RouteReply, unread = 1) {
  return {
    'GET /notifications/unread-count': ok({ unread_count: unread }),
    'GET /conversations/unread-count': noMessages,
    'GET /notifications': listReply,
    'PATCH /notifications/:id/read': ok(notification({ read_at: '2026-11-28T11:00:00.000Z' })),
    'POST /notifications/read-all': ok({ updated: 1 }),
    'GET /notifications/filter-policy': ok({
      filter_not_following: true,
      filter_new_accounts: true,
      filtered_count: 2,
    }),
  };
}

describe('NotificationsPage', () => {
  it('shows a placeholder while loading', () => {
    signIn();
    mockApi(routes(never));
    const { container } = renderScreen(<NotificationsPage />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No notifications yet.')).not.toBeInTheDocument();
  });

  it('says when there are none, with Mark all as read disabled', async () => {
    signIn();
    mockApi(routes(list([], { extra: { unread_count: 0 } }), 0));
    renderScreen(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('leads to the filtered box, saying how many notifications wait there', async () => {
    signIn();
    mockApi(routes(list([], { extra: { unread_count: 0 } }), 0));
    renderScreen(<NotificationsPage />);
    const link = await screen.findByRole('link', { name: /Filtered notifications/ });
    expect(link).toHaveAttribute('href', '/dashboard/notifications/filtered');
    expect(await screen.findByText('2 notifications are waiting for you to review.')).toBeInTheDocument();
  });

  it("shows the server's message when the list fails to load", async () => {
    signIn();
    mockApi(routes(fail(500, 'Notifications are resting')));
    renderScreen(<NotificationsPage />);
    expect(await screen.findByText('Notifications are resting')).toBeInTheDocument();
  });

  it('lists notifications, and opening one marks it read and goes to its subject', async () => {
    signIn();
    const api = mockApi(
      routes(
        list(
          [
            notification({
              id: 'n2',
              _id: 'n2',
              kind: 'comment_on_post',
              subject: { type: 'post', id: 'p7', title: 'Lost cat' },
              message: 'Ada Lovelace commented on your post',
            }),
            notification({ read_at: '2026-11-27T10:00:00.000Z' }),
          ],
          { extra: { unread_count: 1 } },
        ),
      ),
    );
    const { user } = renderScreen(<NotificationsPage />, { route: '/dashboard/notifications' });
    const unread = await screen.findByRole('button', { name: /commented on your post.*\(unread\)$/ });
    expect(screen.getByRole('button', { name: /started following you$/ })).toBeInTheDocument();

    await user.click(unread);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/post/p7');
    await waitFor(() => expect(api.calls('PATCH /notifications/:id/read')).toHaveLength(1));
    expect(api.calls('PATCH /notifications/:id/read')[0]!.path).toBe('/notifications/n2/read');
  });

  it('marks all as read', async () => {
    signIn();
    const api = mockApi(
      routes(list([notification({ message: 'Ada Lovelace started following you' })], { extra: { unread_count: 1 } })),
    );
    const { user } = renderScreen(<NotificationsPage />);
    await screen.findByRole('button', { name: /\(unread\)$/ });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(api.calls('POST /notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /started following you$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });
});
