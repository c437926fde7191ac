import type { RawBuilder } from 'kysely';
import type { BusMessage, NotificationBus, RedisBus } from './notification-bus.js';

/**
 * Redis pub/sub while Redis answers, the database's bus while it does not (issue 39): PostgreSQL
 * LISTEN/NOTIFY between processes, or the in-memory fan-out on PGlite, whose one process is every
 * listener there is. Every process listens on both, so a message reaches all of them whichever way
 * its sender chose; each message is sent one way only, so none arrives twice. (One that Redis took
 * but did not confirm in time is sent again through the database: a stream then re-reads its news
 * once more, which shows nothing twice.)
 */
export class FallbackBus implements NotificationBus {
  constructor(
    private readonly redis: RedisBus,
    private readonly database: NotificationBus,
  ) {}

  async publish(message: BusMessage): Promise<void> {
    if (this.redis.usable) {
      try {
        await this.redis.publish(message);
        return;
      } catch {
        // Noted by the Redis bus's health (logged once per outage); the database carries it.
      }
    }
    await this.database.publish(message);
  }

  /** Through the database only while Redis is unusable (publish's choice, made ahead). */
  publishing(message: RawBuilder<string>): RawBuilder<unknown> | undefined {
    return this.redis.usable ? undefined : this.database.publishing?.(message);
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.redis.onMessage(handler);
    this.database.onMessage(handler);
  }

  /** Either way back after a loss: what was sent its way meanwhile may be missed. */
  onResume(handler: () => void): void {
    this.redis.onResume(handler);
    this.database.onResume(handler);
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.database.close()]);
  }
}
