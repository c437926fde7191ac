// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { useNewPosts } from '../posts/new-posts-store';
import { useSession } from '../session/session-store';
import { notificationKeys } from './notification-keys';
import type { NotificationPages } from './notification-cache';
import { unreadCountOf, useNotificationStream } from './use-notification-stream';

function Live() {
  useNotificationStream();
  return null;
}

/**
 * The server's side of GET /notifications/stream: each connection is a text/event-stream the test
 * writes events into. The hook reads the stream through fetch (EventSource cannot send the bearer
 * header), so fetch is the edge that is faked.
 */
function fakeStream(status = 200) {
  const connections: { controller: ReadableStreamDefaultController<Uint8Array>; init: RequestInit }[] = [];
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    if (status !== 200) return new Response(null, { status });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    connections.push({ controller, init });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    connections,
    /** Sends one event on the latest connection. */
    send(event: string, data: unknown) {
      connections.at(-1)!.controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** The server drops the latest connection. */
    drop() {
      connections.at(-1)!.controller.close();
    },
  };
}

afterEach(() => {
  delete document.documentElement.dataset.live;
  useNewPosts.getState().clear();
});

describe('useNotificationStream', () => {
  it('opens nothing while signed out', () => {
    const stream = fakeStream();
    renderScreen(<Live />);
    expect(stream.fetch).not.toHaveBeenCalled();
  });

  it('connects with the bearer token and takes the unread count from ready', async () => {
    signIn();
    const stream = fakeStream();
    const { client } = renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const [url, init] = stream.fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/notifications/stream');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');

    stream.send('ready', { unread_count: 4 });
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread)).toBe(4));
    expect(document.documentElement.dataset.live).toBe('connected');
  });

  it('puts a new notification at the top of the loaded list and updates the count', async () => {
    signIn();
    const stream = fakeStream();
    const { client } = renderScreen(<Live />);
    const older = notification({ id: 'n0', _id: 'n0', message: 'Older news' });
    client.setQueryData<NotificationPages>(notificationKeys.list, {
      pages: [{ message: 'OK', data: [older] }],
      pageParams: [1],
    });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send('notification', { notification: notification(), unread_count: 2 });
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread)).toBe(2));
    const list = client.getQueryData<NotificationPages>(notificationKeys.list)!;
    expect(list.pages[0]!.data.map((item) => item.id)).toEqual(['n1', 'n0']);
  });

  it('asks for the list again when a notification arrives while the list is being fetched', async () => {
    signIn();
    const stream = fakeStream();
    const { client } = renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    // The list's fetch was asked before the news: it answers without it, later.
    let answerFirst: (pages: NotificationPages['pages'][number]) => void = () => {};
    const lists: string[][] = [[], ['n1']];
    let asked = 0;
    const observer = new InfiniteQueryObserver(client, {
      queryKey: notificationKeys.list,
      queryFn: () => {
        const ids = lists[asked++] ?? ['n1'];
        const page = { message: 'OK', data: ids.map((id) => notification({ id, _id: id })) };
        return asked === 1 ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve(page);
      },
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(asked).toBe(1));
    stream.send('notification', { notification: notification(), unread_count: 1 });
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread)).toBe(1));
    answerFirst({ message: 'OK', data: [] });
    await waitFor(() =>
      expect(
        client.getQueryData<NotificationPages>(notificationKeys.list)?.pages[0]!.data.map((item) => item.id),
      ).toEqual(['n1']),
    );
    unsubscribe();
  });

  it('asks again when a notification arrives while a loaded list is being fetched anew', async () => {
    signIn();
    const stream = fakeStream();
    const { client } = renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    // Loaded with n0; then a refetch (a focus, say) asked before the news answers without it, later.
    const page = (ids: string[]) => ({ message: 'OK', data: ids.map((id) => notification({ id, _id: id })) });
    let answerRefetch: (value: ReturnType<typeof page>) => void = () => {};
    let asked = 0;
    const observer = new InfiniteQueryObserver(client, {
      queryKey: notificationKeys.list,
      queryFn: () => {
        asked += 1;
        if (asked === 2) return new Promise<ReturnType<typeof page>>((resolve) => (answerRefetch = resolve));
        return Promise.resolve(page(asked === 1 ? ['n0'] : ['n1', 'n0']));
      },
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(client.getQueryData<NotificationPages>(notificationKeys.list)).toBeDefined());
    void observer.refetch();
    await waitFor(() => expect(asked).toBe(2));
    stream.send('notification', { notification: notification(), unread_count: 1 });
    await waitFor(() => expect(asked).toBe(3));
    answerRefetch(page(['n0']));
    await waitFor(() =>
      expect(
        client.getQueryData<NotificationPages>(notificationKeys.list)?.pages[0]!.data.map((item) => item.id),
      ).toEqual(['n1', 'n0']),
    );
    unsubscribe();
  });

  it('keeps the order of events while the schemas for news load: a later count wins', async () => {
    signIn();
    const stream = fakeStream();
    const { client } = renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    // The notification waits for the schemas (loaded with the first news); the count after it
    // must not be overwritten by the notification's older one.
    stream.send('notification', { notification: notification(), unread_count: 2 });
    stream.send('unread', { unread_count: 5 });
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread)).toBe(5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.getQueryData(notificationKeys.unread)).toBe(5);
  });

  it('raises the rental match toast, whose button opens the rentals board', async () => {
    signIn();
    const stream = fakeStream();
    const { user } = renderScreen(<Live />, { route: '/dashboard' });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send('notification', {
      notification: notification({
        kind: 'rental_match',
        subject: { type: 'rental_request', id: 'r1', title: 'Ladder' },
        message: 'Ada Lovelace asked to borrow "Ladder"',
        board: 'rentals',
      }),
      unread_count: 1,
    });
    expect(await screen.findByText('Ada Lovelace is asking to borrow "Ladder"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View request' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/rentals');
  });

  it('remembers the posts written nearby for the feed pill, and skips a malformed event', async () => {
    signIn();
    const stream = fakeStream();
    renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send('post', { post: { id: 'p-broken' } });
    stream.send('post', { post: { id: 'p9', author_id: 'u-ada', suburb: 'Fitzroy', city: 'Melbourne' } });
    await waitFor(() => expect(useNewPosts.getState().ids).toEqual(['p9']));
  });

  it('reconnects after the server drops the stream', async () => {
    signIn();
    const stream = fakeStream();
    renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('ready', { unread_count: 0 });
    await waitFor(() => expect(document.documentElement.dataset.live).toBe('connected'));

    stream.drop();
    await waitFor(() => expect(document.documentElement.dataset.live).toBeUndefined());
    // The first retry waits one second (the backoff's floor).
    await waitFor(() => expect(stream.connections).toHaveLength(2), { timeout: 3000 });
  });

  it('closes the connection on logout', async () => {
    signIn();
    const stream = fakeStream();
    renderScreen(<Live />);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const signal = stream.connections[0]!.init.signal!;
    expect(signal.aborted).toBe(false);

    act(() => useSession.getState().clear());
    expect(signal.aborted).toBe(true);
  });
});

describe('unreadCountOf', () => {
  it('reads a whole count and nothing else', () => {
    expect(unreadCountOf({ unread_count: 3 })).toBe(3);
    expect(unreadCountOf({ unread_count: 0 })).toBe(0);
    expect(unreadCountOf({ unread_count: 1.5 })).toBeUndefined();
    expect(unreadCountOf({ unread_count: '3' })).toBeUndefined();
    expect(unreadCountOf({})).toBeUndefined();
    expect(unreadCountOf(null)).toBeUndefined();
    expect(unreadCountOf(4)).toBeUndefined();
  });
});
