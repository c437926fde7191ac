import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PostgresListener, type PostgresListenerOptions } from '../../db/postgres-listener.js';
import { redisRetryStrategy, type BackoffPolicy } from '../backoff.js';
import { RedisHealth } from '../redis/redis-health.js';

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

/** A message as SQL text, for NotificationBus.publishing. */
export function busMessageSql(message: BusMessage): RawBuilder<string> {
  return sql<string>`${JSON.stringify(message)}::text`;
}

/** The columns of a new post its 'post' message is made of, as SQL expressions. */
export interface PostNewsColumns {
  id: RawBuilder<unknown>;
  authorId: RawBuilder<unknown>;
  country: RawBuilder<unknown>;
  state: RawBuilder<unknown>;
  city: RawBuilder<unknown>;
  suburb: RawBuilder<unknown>;
}

/**
 * The 'post' message ({ r: [], e: 'post', p: PostNews }) built by the statement that inserts the
 * post, from its columns (NotificationHub.postNewsAlong): the same JSON parse() reads.
 */
export function postNewsSql(post: PostNewsColumns): RawBuilder<string> {
  return sql<string>`json_build_object('r', json_build_array(), 'e', 'post', 'p', json_build_object(
    'i', ${post.id}, 'a', ${post.authorId}, 'c', ${post.country}, 's', ${post.state},
    't', ${post.city}, 'b', ${post.suburb}))::text`;
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
  /**
   * The publish of a message (as SQL: busMessageSql, postNewsSql) as an expression for the statement
   * that writes what it announces, when this bus is the database's: a NOTIFY is sent when its
   * statement commits, so the message leaves exactly when the rows are there, and costs no round
   * trip of its own. Undefined: publish() after the commit.
   */
  publishing?(message: RawBuilder<string>): RawBuilder<unknown> | undefined;
  onMessage(handler: (message: BusMessage) => void): void;
  /**
   * Calls `handler` each time the bus listens again after losing its connection: messages sent
   * meanwhile (a logout's 'sessions' among them) never arrived, so every stream checks again.
   */
  onResume(handler: () => void): void;
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

  /** In memory: never loses a message, so never resumes. */
  onResume(): void {}

  async close(): Promise<void> {
    this.handlers = [];
  }
}

export type PostgresBusOptions = Pick<PostgresListenerOptions, 'retry' | 'connectTimeoutMs'>;

/**
 * PostgreSQL LISTEN/NOTIFY, listening on a connection of its own (db/postgres-listener.ts). The
 * channel carries the schema so apps sharing a database (tests) keep to themselves. NOTIFY payloads
 * stay under 8,000 bytes: the hub sends ids in chunks.
 */
export class PostgresBus implements NotificationBus {
  private handlers: ((message: BusMessage) => void)[] = [];
  private resumeHandlers: (() => void)[] = [];
  private readonly listener: PostgresListener;
  /** The listening connection was lost since it last listened. */
  private lost = false;

  constructor(
    url: string,
    private readonly db: Kysely<DB>,
    private readonly channel: string,
    log: FastifyBaseLogger,
    options: PostgresBusOptions = {},
  ) {
    this.listener = new PostgresListener(url, channel, log, {
      ...options,
      purpose: 'notification listener',
      onNotification: (payload) => {
        const parsed = parse(payload);
        if (parsed) for (const handler of this.handlers) handler(parsed);
      },
      onListening: (on) => {
        if (!on) this.lost = true;
        else if (this.lost) {
          this.lost = false;
          for (const handler of this.resumeHandlers) handler();
        }
      },
    });
  }

  /** Resolves once listening (the first time) or closed, so a test can publish right after start-up. */
  listening(): Promise<void> {
    return this.listener.listening();
  }

  async publish(message: BusMessage): Promise<void> {
    await sql`SELECT ${this.publishing(busMessageSql(message))}`.execute(this.db);
  }

  publishing(message: RawBuilder<string>): RawBuilder<unknown> {
    return sql`pg_notify(${this.channel}, ${message})`;
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onResume(handler: () => void): void {
    this.resumeHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.handlers = [];
    this.resumeHandlers = [];
    await this.listener.close();
  }
}

/** Redis pub/sub (REDIS_URL): for deployments that already run Redis between their API processes. */
export class RedisBus implements NotificationBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: ((message: BusMessage) => void)[] = [];
  private resumeHandlers: (() => void)[] = [];
  private readonly ready: Promise<unknown>;
  private readonly health: RedisHealth;
  private closed = false;
  private markClosed: () => void = () => undefined;

  /** ioredis is loaded only by a server that uses Redis (decision 0055: cold start). */
  static async connect(url: string, channel: string, log: FastifyBaseLogger, retry?: BackoffPolicy): Promise<RedisBus> {
    const { Redis } = await import('ioredis');
    return new RedisBus(Redis, url, channel, log, retry);
  }

  private constructor(
    RedisClient: typeof Redis,
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
    this.publisher = new RedisClient(url, { ...common, maxRetriesPerRequest: 1, commandTimeout: 1000 });
    // ioredis's own resubscribe after a reconnect leaves its SUBSCRIBE's rejection unhandled when
    // the connection drops again at once (fixed upstream by ioredis PR #2187, after 5.11.1), which
    // ends a Node process; this class subscribes again itself, on 'ready', and catches it.
    this.subscriber = new RedisClient(url, { ...common, autoResubscribe: false });
    // Logs an outage once, not every reconnect attempt; FallbackBus reads it before each publish.
    this.health = new RedisHealth([this.publisher, this.subscriber], log, {
      name: 'notification bus',
      fallback: 'live events go through the database',
    });
    this.subscriber.on('message', (_channel: string, text: string) => {
      const parsed = parse(text);
      if (parsed) for (const handler of this.handlers) handler(parsed);
    });
    // 'ready' comes at the first connection and after each reconnect, where this subscribes again.
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore && !this.closed) {
        this.subscriber.subscribe(channel).catch((error: unknown) => {
          if (!this.closed) log.warn({ err: error }, 'notification bus (Redis) cannot subscribe again');
        });
        for (const handler of this.resumeHandlers) handler();
      }
      connectedBefore = true;
    });
    // A subscription that never happened (closed first) must not become an unhandled rejection.
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

  /** Both connections are up and no publish has just failed. */
  get usable(): boolean {
    return this.health.usable;
  }

  async publish(message: BusMessage): Promise<void> {
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
      this.health.commandSucceeded();
    } catch (error) {
      this.health.commandFailed(error);
      throw error;
    }
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onResume(handler: () => void): void {
    this.resumeHandlers.push(handler);
  }

  /** Drops both connections at once and cancels any pending reconnect (no quit round trip). */
  async close(): Promise<void> {
    this.closed = true;
    this.health.close();
    this.handlers = [];
    this.resumeHandlers = [];
    this.subscriber.disconnect();
    this.publisher.disconnect();
    this.markClosed();
  }
}
