import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from '../../db/schema.js';
import { backoffDelay, redisRetryStrategy, type BackoffPolicy } from '../backoff.js';

export const busEvents = ['notification', 'unread', 'sessions', 'post', 'message', 'conversation_read'] as const;
export type BusEvent = (typeof busEvents)[number];
const isBusEvent = (value: unknown): value is BusEvent => busEvents.some((event) => event === value);

/**
 * A new post of the neighbourhood feed (issue 18, live feed): every open stream whose user lives
 * in the same city hears of it. Short keys: NOTIFY payloads are limited to 8,000 bytes.
 */
export interface PostNews {
  /** Post id. */
  i: string;
  /** Author id (their own stream is not told). */
  a: string;
  /** Country, state, city, suburb of the post. */
  c: string;
  s: string;
  t: string;
  b: string;
}

const isPostNews = (value: unknown): value is PostNews =>
  typeof value === 'object' &&
  value !== null &&
  ['i', 'a', 'c', 's', 't', 'b'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * A direct message news (issue 20, decision 0031): a message in conversation `c` was sent or
 * deleted (`i`), or `u` read conversation `c`. The streams read the rest as their user sees it.
 */
export interface MessageNews {
  c: string;
  i?: string;
  u?: string;
}

const isMessageNews = (value: unknown): value is MessageNews => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.c === 'string' &&
    (record.i === undefined || typeof record.i === 'string') &&
    (record.u === undefined || typeof record.u === 'string')
  );
};

/** What travels between API processes: these recipients have news of this kind. */
export interface BusMessage {
  /** Recipient user ids. */
  r: string[];
  /**
   * 'notification': something new; 'unread': the unread count changed otherwise (read elsewhere);
   * 'sessions': some of the recipients' sessions ended, so their open streams check their own;
   * 'post': a new post (`p`) for every stream in its city (`r` is empty);
   * 'message', 'conversation_read': direct messages' news (`m`) for both participants.
   */
  e: BusEvent;
  p?: PostNews;
  m?: MessageNews;
}

/** Carries BusMessages to every API process (this one included). */
export interface NotificationBus {
  publish(message: BusMessage): Promise<void>;
  onMessage(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

function parse(text: string): BusMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('r' in value) || !('e' in value)) return undefined;
    const { r, e } = value;
    if (!Array.isArray(r) || !r.every((id) => typeof id === 'string')) return undefined;
    if (!isBusEvent(e)) return undefined;
    if (e === 'post') {
      const p = 'p' in value ? value.p : undefined;
      return isPostNews(p) ? { r: [], e, p } : undefined;
    }
    if (e === 'message' || e === 'conversation_read') {
      const m = 'm' in value ? value.m : undefined;
      return isMessageNews(m) ? { r, e, m } : undefined;
    }
    return { r, e };
  } catch {
    return undefined;
  }
}

/** One process (PGlite: the data directory admits one): an in-memory fan-out. */
export class LocalBus implements NotificationBus {
  private handlers: ((message: BusMessage) => void)[] = [];

  async publish(message: BusMessage): Promise<void> {
    for (const handler of this.handlers) queueMicrotask(() => handler(message));
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.handlers = [];
  }
}

export interface PostgresBusOptions {
  /** Backoff between reconnects (default 500 ms doubling to 30 s, with jitter). */
  retry?: BackoffPolicy;
  /** How long one connection attempt may take (default 10 s). */
  connectTimeoutMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled one would lose the LISTEN). The
 * channel carries the schema so apps sharing a database (tests) keep to themselves. NOTIFY payloads
 * stay under 8,000 bytes: the hub sends ids in chunks.
 *
 * One loop owns the connection: connect, listen until the connection ends, wait (backoff with
 * jitter), connect again. There is never more than one attempt or socket at a time, however the
 * attempt fails (a refused login both rejects connect() and ends the client), and close() ends the
 * loop: no timer and no socket are left behind.
 */
export class PostgresBus implements NotificationBus {
  private client: pg.Client | undefined;
  private handlers: ((message: BusMessage) => void)[] = [];
  private closed = false;
  /** Ends the backoff wait in progress early (close). */
  private wake: (() => void) | undefined;
  private markListening: () => void = () => undefined;
  private readonly ready: Promise<void>;
  private readonly loop: Promise<void>;
  private readonly retry: BackoffPolicy;
  private readonly connectTimeoutMs: number;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    options: PostgresBusOptions = {},
  ) {
    this.retry = options.retry ?? { baseMs: 500, capMs: 30_000 };
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.ready = new Promise((resolve) => (this.markListening = resolve));
    this.loop = this.run();
  }

  /** Resolves once listening (the first time) or closed, so a test can publish right after start-up. */
  listening(): Promise<void> {
    return this.ready;
  }

  private async run(): Promise<void> {
    let failures = 0;
    // The driver is loaded when a bus is made (PostgreSQL only), not with the module (decision 0032).
    const { default: pg } = await import('pg');
    while (!this.closed) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: this.connectTimeoutMs });
      this.client = client;
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.on('notification', (message) => {
        const parsed = message.payload ? parse(message.payload) : undefined;
        if (parsed) for (const handler of this.handlers) handler(parsed);
      });
      client.on('error', (error) => {
        if (!this.closed) this.log.warn({ err: error }, 'notification listener lost its connection');
      });
      try {
        // pg never settles connect() when end() cuts an attempt in flight (close): the end does.
        await Promise.race([
          client.connect(),
          ended.then(() => Promise.reject(new Error('connection ended while connecting'))),
        ]);
        await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
        failures = 0;
        this.markListening();
        await ended;
      } catch (error) {
        if (!this.closed) this.log.warn({ err: error, failures }, 'notification listener cannot connect; retrying');
        // The socket is gone before the next attempt opens another one.
        await client.end().catch(() => undefined);
      }
      this.client = undefined;
      if (this.closed) break;
      await this.sleep(backoffDelay(failures, this.retry));
      failures += 1;
    }
    this.markListening();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  async publish(message: BusMessage): Promise<void> {
    await sql`SELECT pg_notify(${this.channel}, ${JSON.stringify(message)})`.execute(this.db);
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers = [];
    this.wake?.();
    await this.client?.end().catch(() => undefined);
    await this.loop;
  }
}

/** Redis pub/sub (REDIS_URL): for deployments that already run Redis between their API processes. */
export class RedisBus implements NotificationBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: ((message: BusMessage) => void)[] = [];
  private readonly ready: Promise<unknown>;
  private closed = false;
  private markClosed: () => void = () => undefined;

  constructor(
    url: string,
    private readonly channel: string,
    log: FastifyBaseLogger,
    retry?: BackoffPolicy,
  ) {
    // disconnectTimeout: how long ioredis's own fallback timer may outlive close().
    const common = {
      connectTimeout: 2000,
      disconnectTimeout: 500,
      retryStrategy: redisRetryStrategy(retry, () => this.closed),
    };
    // A publish waits at most a second for Redis (the request that announces waits for it).
    this.publisher = new Redis(url, { ...common, maxRetriesPerRequest: 1, commandTimeout: 1000 });
    this.subscriber = new Redis(url, common);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: unknown) => {
        if (!this.closed) log.warn({ err: error }, 'notification bus (Redis) error');
      });
    }
    this.subscriber.on('message', (_channel: string, text: string) => {
      const parsed = parse(text);
      if (parsed) for (const handler of this.handlers) handler(parsed);
    });
    // ioredis subscribes again by itself after a reconnect. A subscription that never happened
    // (closed first) must not become an unhandled rejection.
    // (ioredis leaves a command queued while reconnecting pending forever once disconnected, so
    // close() settles this itself.)
    const subscribed = this.subscriber.subscribe(channel).catch((error: unknown) => {
      if (!this.closed) log.warn({ err: error }, 'notification bus (Redis) cannot subscribe');
    });
    this.ready = Promise.race([subscribed, new Promise<void>((resolve) => (this.markClosed = resolve))]);
  }

  listening(): Promise<unknown> {
    return this.ready;
  }

  async publish(message: BusMessage): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  /** Drops both connections at once and cancels any pending reconnect (no quit round trip). */
  async close(): Promise<void> {
    this.closed = true;
    this.handlers = [];
    this.subscriber.disconnect();
    this.publisher.disconnect();
    this.markClosed();
  }
}
