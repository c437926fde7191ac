import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema.js';

/** What travels between API processes: these recipients have news of this kind. */
export interface BusMessage {
  /** Recipient user ids. */
  r: string[];
  /** 'notification': something new; 'unread': the unread count changed otherwise (read elsewhere). */
  e: 'notification' | 'unread';
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
    if (e !== 'notification' && e !== 'unread') return undefined;
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

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled one would lose the LISTEN), which
 * reconnects with backoff. The channel carries the schema so apps sharing a database (tests) keep
 * to themselves. NOTIFY payloads stay under 8,000 bytes: the hub sends ids in chunks.
 */
export class PostgresBus implements NotificationBus {
  private client: pg.Client | undefined;
  private handlers: ((message: BusMessage) => void)[] = [];
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private ready: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ready = this.connect(0);
  }

  /** Resolves once listening (the first time), so a test can publish right after start-up. */
  listening(): Promise<void> {
    return this.ready;
  }

  private async connect(attempt: number): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const parsed = message.payload ? parse(message.payload) : undefined;
      if (parsed) for (const handler of this.handlers) handler(parsed);
    });
    client.on('error', (error) => this.log.warn({ err: error }, 'notification listener lost its connection'));
    client.on('end', () => {
      if (this.closed) return;
      this.client = undefined;
      this.scheduleReconnect(attempt + 1);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
    } catch (error) {
      this.log.warn({ err: error }, 'notification listener cannot connect; retrying');
      await client.end().catch(() => undefined);
      this.scheduleReconnect(attempt + 1);
    }
  }

  private scheduleReconnect(attempt: number): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
    this.retry = setTimeout(() => void this.connect(attempt), delay);
    this.retry.unref();
  }

  async publish(message: BusMessage): Promise<void> {
    await sql`SELECT pg_notify(${this.channel}, ${JSON.stringify(message)})`.execute(this.db);
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.handlers = [];
    await this.client?.end().catch(() => undefined);
  }
}

/** Redis pub/sub (REDIS_URL): for deployments that already run Redis between their API processes. */
export class RedisBus implements NotificationBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: ((message: BusMessage) => void)[] = [];
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    log: FastifyBaseLogger,
  ) {
    this.publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { connectTimeout: 2000 });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: unknown) => log.warn({ err: error }, 'notification bus (Redis) error'));
    }
    this.subscriber.on('message', (_channel: string, text: string) => {
      const parsed = parse(text);
      if (parsed) for (const handler of this.handlers) handler(parsed);
    });
    this.ready = this.subscriber.subscribe(channel);
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

  async close(): Promise<void> {
    this.handlers = [];
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
