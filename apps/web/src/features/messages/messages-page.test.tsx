// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { conversation, message } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import MessagesPage from './messages-page';

const unread = ok({ unread_count: 1, requests_count: 2, in_bell: true });

function messagesApi(conversations: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  // Listed before '/conversations/:id', which would also match it.
  return mockApi({ 'GET /conversations/unread-count': unread, 'GET /conversations': conversations, ...extra });
}

const at = { route: '/dashboard/messages', path: '/dashboard/messages/:conversationId?' };

describe('MessagesPage', () => {
  it('says when there are no conversations, and counts waiting requests on their tab', async () => {
    messagesApi(list([]));
    renderScreen(<MessagesPage />, at);
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Requests (2)' })).toBeInTheDocument();
  });

  it("shows the server's message when the inbox fails to load", async () => {
    messagesApi(fail(500, 'Messages are unavailable'));
    renderScreen(<MessagesPage />, at);
    expect(await screen.findByText('Messages are unavailable')).toBeInTheDocument();
  });

  it('lists conversations with the latest message and the unread count', async () => {
    messagesApi(
      list([
        conversation({ unread_count: 1, subject: { type: 'rental_request', id: 'r1', title: 'Extension ladder' } }),
      ]),
    );
    renderScreen(<MessagesPage />, at);
    const row = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(row).toHaveAttribute('href', '/dashboard/messages/c1');
    expect(row).toHaveTextContent('Re: Extension ladder');
    expect(row).toHaveTextContent('Is the ladder still free on Saturday?');
    expect(row).toHaveTextContent('1 unread');
  });

  it('opens the requests tab', async () => {
    const api = messagesApi(({ query }) => (query.get('box') === 'requests' ? list([]) : list([conversation()])));
    const { user } = renderScreen(<MessagesPage />, at);
    await screen.findByRole('link', { name: /Ada Lovelace/ });
    await user.click(await screen.findByRole('tab', { name: 'Requests (2)' }));
    expect(await screen.findByText('No message requests.')).toBeInTheDocument();
    expect(api.calls('GET /conversations').at(-1)!.query.get('box')).toBe('requests');
  });

  it('shows an open conversation, marks it read, and sends a reply', async () => {
    const api = messagesApi(list([conversation({ unread_count: 1 })]), {
      'GET /conversations/:id/messages': {
        status: 200,
        body: { status: 'success', message: 'OK', data: [message()], metadata: { has_more: false, limit: 30 } },
      },
      'GET /conversations/:id': ok(conversation({ unread_count: 1 })),
      'POST /conversations/:id/read': ok({
        conversation_id: 'c1',
        last_read_message_id: 'msg1',
        unread: { unread_count: 0, requests_count: 2, in_bell: true },
      }),
      'POST /conversations/:id/messages': ok(
        message({ id: 'msg2', _id: 'msg2', seq: 2, mine: true, sender_id: 'u-me', text: 'Yes, come by at 10' }),
      ),
    });
    const { user } = renderScreen(<MessagesPage />, { ...at, route: '/dashboard/messages/c1' });
    const thread = await screen.findByRole('list', { name: 'Messages with Ada Lovelace' });
    expect(within(thread).getByText('Is the ladder still free on Saturday?')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /conversations/:id/read')[0]?.body).toEqual({ message_id: 'msg1' }));

    await user.type(screen.getByLabelText('Message to Ada Lovelace'), 'Yes, come by at 10');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Yes, come by at 10')).toBeInTheDocument();
    expect(api.calls('POST /conversations/:id/messages')[0]!.body).toEqual({ text: 'Yes, come by at 10' });
    expect(screen.getByLabelText('Message to Ada Lovelace')).toHaveValue('');
  });

  it('shows placeholders while a conversation loads', () => {
    messagesApi(list([]), { 'GET /conversations/:id/messages': never, 'GET /conversations/:id': never });
    const { container } = renderScreen(<MessagesPage />, { ...at, route: '/dashboard/messages/c1' });
    expect(within(screen.getByRole('region', { name: 'Conversation' })).queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });
});
