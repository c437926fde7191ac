import { apiRoutes } from '@ourhood/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it('fills the path, sends the method, JSON body and signal, and unwraps the envelope', async () => {
    const fetchMock = answer({ status: 'success', message: 'Updated', data: { id: 'p 1' } });
    const controller = new AbortController();
    const result = await call(apiRoutes.updatePost, {
      params: { id: 'p 1/x' },
      body: { content: 'Hello' },
      signal: controller.signal,
    });
    expect(result).toEqual({ message: 'Updated', data: { id: 'p 1' }, metadata: undefined });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/posts/p%201%2Fx');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ content: 'Hello' }));
    // The caller's signal is combined with the call's timeout: aborting it aborts the request.
    expect(init.signal?.aborted).toBe(false);
    controller.abort();
    expect(init.signal?.aborted).toBe(true);
  });

  it('sends the query without empty values, and metadata comes back', async () => {
    const metadata = { page: 2, limit: 20, total: 0, total_pages: 1, has_more: false, totalPages: 1, hasMore: false };
    const fetchMock = answer({ status: 'success', message: 'OK', data: [], metadata });
    const result = await call(apiRoutes.listNotifications, { query: { page: 2, limit: 20 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/notifications?page=2&limit=20');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
    expect(result.metadata.page).toBe(2);
  });

  it('passes FormData through untouched and throws the error envelope as ApiError', async () => {
    const fetchMock = answer({ status: 'error', message: 'Too big', code: 'PAYLOAD_TOO_LARGE' }, 413);
    const form = new FormData();
    await expect(call(apiRoutes.createPost, { body: form })).rejects.toMatchObject({
      name: 'ApiError',
      status: 413,
      message: 'Too big',
    });
    expect(fetchMock.mock.calls[0]![1].body).toBe(form);
  });

  it('checks params and bodies against the route at compile time', () => {
    // Never run: the typecheck is the test (npm run typecheck covers this file).
    const typeOnly = () => [
      // @ts-expect-error: the route's parameter is `id`
      call(apiRoutes.getPost, { params: { postId: 'x' } }),
      // @ts-expect-error: updatePost needs a body with `content`
      call(apiRoutes.updatePost, { params: { id: 'x' } }),
      // @ts-expect-error: the event stream is not JSON and has no `call`
      call(apiRoutes.notificationStream),
    ];
    expect(typeOnly).toBeTypeOf('function');
  });
});
