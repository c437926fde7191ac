import {
  API_BASE_PATH,
  ErrorCode,
  RateLimitMessages,
  rateLimitWaitMessage,
  type ErrorEnvelope,
  type PageMetadata,
} from '@ourhood/contract';
import {
  pathOf,
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type JsonApiRoute,
  type PathParams,
} from '@ourhood/contract/routes';
import { forceLogout, useSession } from './session/session-store';
import { msg, t } from '@lingui/core/macro';
import { pageLanguage } from './i18n/catalogs';
import { contractMessage } from './i18n/contract-text';
import { translatedLabels } from './message-labels';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** True when the message is the server's own text (an error envelope), not one made up here. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiResult<T> {
  message: string;
  data: T;
  metadata?: PageMetadata;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** How long to wait for the answer; uploads get longer (see timeoutFor). */
  timeoutMs?: number;
}

/** What the user reads when a call never reached the server or never came back. */
export const ConnectionMessages = translatedLabels({
  offline: msg`You're offline. Nothing was sent; try again when you're back online.`,
  network: msg`Network error. Please check your connection and try again.`,
  timeout: msg`The server took too long to answer. Please try again.`,
});

const connectionCodes = new Set(['OFFLINE', 'NETWORK', 'TIMEOUT']);

// A plain call answers in well under a second; twenty seconds means the connection is gone. An
// upload of several photos on a slow uplink can rightly take minutes.
const DEFAULT_TIMEOUT_MS = 20_000;
const UPLOAD_TIMEOUT_MS = 120_000;

function timeoutFor(options: RequestOptions): number {
  return options.timeoutMs ?? (options.body instanceof FormData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
}

/** True for a call the caller aborted (a Cancel button, an unmounted query): nothing to show. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** True when the server was never reached or never answered (offline, network failure, timeout). */
export function isConnectionFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && connectionCodes.has(error.code);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API: sends the bearer token, reads the envelope, and turns failures into ApiError.
 * A 401 or 403 on a call made with a token ends the session (spec §4).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = useSession.getState().token;
  // The API's `message` texts (toasts, notification sentences) in the page's language, not the
  // browser's: a person may have picked another in Settings.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLanguage() };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the HTTP auth scheme, not words
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // Offline, a request would wait in the browser and then fail; say so at once instead, and send
  // nothing, so a post written offline is never sent later behind the user's back.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, ConnectionMessages.offline, 'OFFLINE');
  }
  const timeout = AbortSignal.timeout(timeoutFor(options));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let payload: (ApiResult<T> & { status: 'success' }) | ErrorEnvelope | null;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
    payload = (await response.json().catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    })) as typeof payload;
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.aborted) throw new ApiError(0, ConnectionMessages.timeout, 'TIMEOUT');
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw offline
      ? new ApiError(0, ConnectionMessages.offline, 'OFFLINE')
      : new ApiError(0, ConnectionMessages.network, 'NETWORK');
  }

  if (!response.ok || !payload || payload.status !== 'success') {
    if (token && (response.status === 401 || response.status === 403)) forceLogout();
    const failure = payload && payload.status === 'error' ? payload : null;
    // The general limit (issue 39): a calm text with the wait the answer names, instead of the
    // envelope's generic one (or nothing, from a proxy). A route's own 429 (a daily cap) keeps its text.
    if (response.status === 429 && (!failure || failure.code === ErrorCode.RATE_LIMITED)) {
      const seconds = Number(response.headers.get('retry-after')) || undefined;
      const { message, values } = rateLimitWaitMessage(seconds);
      const wait = contractMessage(message, values, RateLimitMessages.wait(seconds));
      throw new ApiError(429, wait, ErrorCode.RATE_LIMITED, undefined, true);
    }
    const status = response.status;
    throw new ApiError(
      response.status,
      failure?.message ?? t`Request failed (${status})`,
      failure?.code,
      failure?.errors,
      Boolean(failure?.message),
    );
  }
  return { message: payload.message, data: payload.data, metadata: payload.metadata };
}

type ParamsOption<P extends string> = [keyof PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };
type BodyOption<B> = [B] extends [never] ? { body?: undefined } : { body: B };
type QueryOption<Q> = [Q] extends [never] ? { query?: undefined } : object extends Q ? { query?: Q } : { query: Q };

/** What `call` takes besides the route: exactly the params, body and query the route declares. */
export type CallOptions<R extends JsonApiRoute> = { signal?: AbortSignal } & ParamsOption<R['path']> &
  BodyOption<ApiBody<R>> &
  QueryOption<ApiQuery<R>>;

/** The answer of `call`: the route's response schema's `data`, and its `metadata` when it has one. */
export type CallResult<R extends JsonApiRoute> = {
  message: string;
  data: ApiResponse<R> extends { data: infer D } ? D : never;
} & (ApiResponse<R> extends { metadata: infer M } ? { metadata: M } : { metadata?: undefined });

type CallArgs<R extends JsonApiRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls a route of the contract's table (`apiRoutes` in @ourhood/contract/routes) through `api`:
 * the path is filled from `params`, and the params, body, query and answer are typed from the
 * route's schemas, so a renamed route or a changed shape fails the typecheck here, not at run time.
 */
export function call<R extends JsonApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<CallResult<R>> {
  const { params, body, query, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: RequestOptions['query'];
    signal?: AbortSignal;
  };
  return api<unknown>(pathOf(route as { method: R['method']; path: string }, params), {
    method: route.method,
    body,
    query,
    signal,
  }) as Promise<CallResult<R>>;
}

/**
 * The message to show for a failed call: the server's text when there is one, else the fallback
 * (spec §8: 'Failed to load posts' and the like, not a made-up 'Request failed (502)').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  // 'Failed to create post' would hide what happened; a connection failure says what to do.
  if (isConnectionFailure(error)) return error.message;
  return fallback;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
