import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** What /ready reports of Redis: `off` when REDIS_URL is unset. */
export type RedisStatus = 'up' | 'down' | 'off';

/** After a command failed on a connection ioredis still calls ready, how long Redis is left alone. */
const PAUSE_AFTER_FAILURE_MS = 2000;

/**
 * Whether Redis connections are worth a command right now, so its users (the rate limiter, the
 * notification bus) can fall back at once instead of waiting a command timeout on every request.
 * An outage is logged once when it starts and once when it ends: ioredis reports an error on every
 * reconnect attempt, which would be a line every two seconds for as long as Redis is away.
 */
export class RedisHealth {
  private downSince: number | undefined;
  private pausedUntil = 0;
  private closed = false;

  constructor(
    /** The connections one user of Redis needs (the bus: a publisher and a subscriber). */
    private readonly clients: readonly Redis[],
    private readonly log: FastifyBaseLogger,
    /** What uses this connection and what it does meanwhile, for the log. */
    private readonly what: { name: string; fallback: string },
  ) {
    for (const client of clients) {
      // The listener also keeps ioredis's 'error' events from being unhandled.
      client.on('error', (error: unknown) => this.failed(error));
      client.on('close', () => this.failed(undefined));
      client.on('ready', () => this.recovered());
    }
  }

  private get connected(): boolean {
    return this.clients.every((client) => client.status === 'ready');
  }

  /** Whether to send a command now: connected, and no command has just timed out. */
  get usable(): boolean {
    return this.connected && Date.now() >= this.pausedUntil;
  }

  get status(): RedisStatus {
    return this.usable ? 'up' : 'down';
  }

  /** A command failed (a timeout on a connection that looks alive): skip Redis for a moment. */
  commandFailed(error: unknown): void {
    this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    this.failed(error);
  }

  /** A command succeeded: an outage noticed by a command alone (no reconnect) is over. */
  commandSucceeded(): void {
    if (this.downSince !== undefined && this.connected) this.recovered();
  }

  /** The app is closing: its own disconnect is no outage. */
  close(): void {
    this.closed = true;
  }

  private failed(error: unknown): void {
    if (this.closed || this.downSince !== undefined) return;
    this.downSince = Date.now();
    this.log.warn({ err: error }, `${this.what.name}: Redis is unreachable; ${this.what.fallback} until it is back`);
  }

  private recovered(): void {
    if (!this.connected) return;
    this.pausedUntil = 0;
    if (this.closed || this.downSince === undefined) return;
    this.log.info({ downMs: Date.now() - this.downSince }, `${this.what.name}: Redis is back`);
    this.downSince = undefined;
  }
}
