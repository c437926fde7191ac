import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { dayIn } from './days.js';

export type ViewMetric = 'page_views' | 'listing_views';

export interface InsightsCounterOptions {
  db: Kysely<DB>;
  clock: Clock;
  /** The installation's time zone (DEFAULT_TIME_ZONE): the counters' days are its days. */
  timeZone: string;
  log: FastifyBaseLogger;
  /** How many viewer keys a day remembers (then the oldest are forgotten). */
  maxKeys?: number;
  /** How many counts may be on their way to the database at once (then more are dropped). */
  maxPending?: number;
}

/**
 * The daily counters of organization insights (migration 0042, decision 0079). A count is one
 * upsert that moves an (organization, day, metric) row by one; it runs after the answer is on
 * its way (fire and forget, failures logged), never in the request's statements.
 *
 * One viewer reloading a page is one view a day: this process remembers which (viewer,
 * organization, metric) it counted today as SHA-256 digests salted with 32 random bytes drawn
 * each day. The salt and the keys live in memory only, are forgotten when the day changes, and are
 * bounded (the oldest go first): nothing links a view to a viewer on disk, nor after that day.
 * The owner's own views are left out by the statement itself.
 */
export class InsightsCounter {
  private readonly options: Required<InsightsCounterOptions>;
  private day = '';
  private salt = Buffer.alloc(0);
  private readonly counted = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(options: InsightsCounterOptions) {
    this.options = { maxKeys: 100_000, maxPending: 1_000, ...options };
  }

  /** A view of an organization's page or listings by a signed-in viewer (not counted twice a day). */
  view(metric: ViewMetric, organizationId: string, viewerId: string): void {
    const day = this.today();
    const key = createHash('sha256')
      .update(this.salt)
      .update(`${metric}\n${organizationId}\n${viewerId}`)
      .digest('base64');
    if (this.counted.has(key)) return;
    this.counted.add(key);
    if (this.counted.size > this.options.maxKeys) this.counted.delete(this.counted.values().next().value!);
    this.run(
      sql`INSERT INTO organization_daily_counts (organization_id, day, metric, value)
          SELECT o.id, ${day}::date, ${metric}, 1 FROM organizations o
          WHERE o.id = ${organizationId} AND o.owner_id <> ${viewerId}
          ON CONFLICT (organization_id, day, metric)
          DO UPDATE SET value = organization_daily_counts.value + 1`,
    );
  }

  /** An account stopped following another: counted when that other is an organization's account. */
  followerLost(followeeId: string): void {
    const day = this.today();
    this.run(
      sql`INSERT INTO organization_daily_counts (organization_id, day, metric, value)
          SELECT o.id, ${day}::date, 'followers_lost', 1 FROM organizations o WHERE o.owner_id = ${followeeId}
          ON CONFLICT (organization_id, day, metric)
          DO UPDATE SET value = organization_daily_counts.value + 1`,
    );
  }

  /** Resolves once every count started so far has been written (tests; closing the app). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Today's day, drawing a new salt and forgetting yesterday's keys when it changed. */
  private today(): string {
    const day = dayIn(this.options.timeZone, this.options.clock.now());
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.counted.clear();
    }
    return day;
  }

  private run(statement: ReturnType<typeof sql>): void {
    if (this.pending.size >= this.options.maxPending) {
      this.options.log.warn('insights: too many counts waiting, one dropped');
      return;
    }
    const done: Promise<void> = statement
      .execute(this.options.db)
      .then(
        () => undefined,
        (error: unknown) => this.options.log.warn({ err: error }, 'insights: a count could not be written'),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }
}
