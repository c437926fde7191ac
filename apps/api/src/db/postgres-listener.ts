import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { backoffDelay, type BackoffPolicy } from '../lib/backoff.js';

export interface PostgresListenerOptions {
  /** Backoff between reconnects (default 500 ms doubling to 30 s, with jitter). */
  retry?: BackoffPolicy;
  /** How long one connection attempt may take (default 10 s). */
  connectTimeoutMs?: number;
  /** What the listener is for, in its log lines. */
  purpose: string;
  /** A notice, with the process id of the PostgreSQL backend that sent it. */
  onNotification(payload: string, processId: number): void;
  /** Called with true once LISTEN is in place, and with false when that connection is lost. */
  onListening?(on: boolean): void;
}

/**
 * PostgreSQL LISTEN on a connection of its own (a pooled one would lose the LISTEN when the pool
 * closes it).
 *
 * One loop owns the connection: connect, listen until the connection ends, wait (backoff with
 * jitter), connect again. There is never more than one attempt or socket at a time, however the
 * attempt fails (a refused login both rejects connect() and ends the client), and close() ends the
 * loop: no timer and no socket are left behind.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
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
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: PostgresListenerOptions,
  ) {
    this.retry = options.retry ?? { baseMs: 500, capMs: 30_000 };
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.ready = new Promise((resolve) => (this.markListening = resolve));
    this.loop = this.run();
  }

  /** Resolves once listening (the first time) or closed, so a test can notify right after start-up. */
  listening(): Promise<void> {
    return this.ready;
  }

  private async run(): Promise<void> {
    let failures = 0;
    // The driver is loaded when a listener is made (PostgreSQL only), not with the module (decision 0032).
    const { default: pg } = await import('pg');
    while (!this.closed) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: this.connectTimeoutMs });
      this.client = client;
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.on('notification', (message) => {
        if (message.payload) this.options.onNotification(message.payload, message.processId);
      });
      client.on('error', (error) => {
        if (!this.closed) this.log.warn({ err: error }, `${this.options.purpose} lost its connection`);
      });
      let listened = false;
      try {
        // pg never settles connect() when end() cuts an attempt in flight (close): the end does.
        await Promise.race([
          client.connect(),
          ended.then(() => Promise.reject(new Error('connection ended while connecting'))),
        ]);
        await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
        failures = 0;
        listened = true;
        this.options.onListening?.(true);
        this.markListening();
        await ended;
      } catch (error) {
        if (!this.closed) this.log.warn({ err: error, failures }, `${this.options.purpose} cannot connect; retrying`);
        // The socket is gone before the next attempt opens another one.
        await client.end().catch(() => undefined);
      }
      if (listened) this.options.onListening?.(false);
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

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.client?.end().catch(() => undefined);
    await this.loop;
  }
}
