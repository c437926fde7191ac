import { API_BASE_PATH, pageMetadata } from '@ourhood/contract';
import { vi } from 'vitest';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One request the app made, as the fake server saw it. */
export interface SeenRequest {
  method: Method;
  /** The path after /api/v1, without the query ('/posts/p1'). */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
  headers: Headers;
}

/** What a handler answers: a JSON envelope and its status, or a pending promise (loading states). */
export interface Reply {
  status: number;
  body: unknown;
  /** Extra response headers (Retry-After of a 429). */
  headers?: Record<string, string>;
}

type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** What a route answers: a fixed reply, or a function of the request. */
export type RouteReply = Handler | Reply;

/** `{ status: 'success', message, data }`, as the API wraps every answer. */
export function ok<T>(data: T, message = 'OK'): Reply {
  return { status: 200, body: { status: 'success', message, data } };
}

/** A list page with its metadata (page 1 of one by default; `extra` for a route's own fields). */
export function list<T>(
  data: T[],
  options: { page?: number; limit?: number; total?: number; extra?: Record<string, unknown> } = {},
): Reply {
  const { page = 1, limit = 20, total = data.length, extra } = options;
  return {
    status: 200,
    body: { status: 'success', message: 'OK', data, metadata: { ...pageMetadata(page, limit, total), ...extra } },
  };
}

/** `{ status: 'error', message, code, errors }`, as the API answers a failure. */
export function fail(
  status: number,
  message: string,
  extra: { code?: string; errors?: Record<string, string> } = {},
): Reply {
  return { status, body: { status: 'error', message, ...extra } };
}

/** A reply that never comes: the screen stays in its loading state. */
export const never = (): Promise<Reply> => new Promise(() => {});

/**
 * A fake API behind `fetch`: routes are 'METHOD /path' with `:name` segments ('GET /posts/:id'),
 * matched against the path after /api/v1. Every request is recorded in `requests`; an unknown one
 * fails the test loudly (a 404 envelope naming it) rather than hanging.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const requests: SeenRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [Method, string];
    const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase() as Method;
    const path = url.pathname.startsWith(API_BASE_PATH) ? url.pathname.slice(API_BASE_PATH.length) : url.pathname;
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
    const request: SeenRequest = { method, path, query: url.searchParams, body, headers: new Headers(init.headers) };
    requests.push(request);
    const route = table.find((entry) => entry.method === method && entry.regex.test(path));
    const reply = route
      ? typeof route.handler === 'function'
        ? await route.handler(request)
        : route.handler
      : fail(404, `No fake route for ${method} ${path}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    fetch: fetchMock,
    /** The requests made to this method and path (with `:name` segments). */
    calls(key: string): SeenRequest[] {
      const [method, pattern] = key.split(' ') as [Method, string];
      const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`);
      return requests.filter((request) => request.method === method && regex.test(request.path));
    },
  };
}
