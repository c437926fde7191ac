import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { backoffDelay, type BackoffPolicy } from '../backoff.js';
import type { Clock } from '../clock.js';
import { runTogether } from '../../db/statements-together.js';
import {
  claimDueJobs,
  deleteJob,
  deleteJobStatement,
  insertJob,
  recordJobFailure,
  type ClaimedJob,
} from './jobs-repository.js';

/** What a handler is told of the job it runs. */
export interface JobContext {
  /**
   * Deletes the job inside the handler's own transaction: it is done exactly when its work
   * commits (a process that stops between the two can no longer run it twice), and the runner
   * has no statement of its own left to run. A handler that does not call it is deleted after it
   * returns, as before.
   */
  completeIn(trx: Kysely<DB>): Promise<void>;
  /**
   * Runs the job's last writes and deletes the job, all as ONE statement (db/statements-together.ts):
   * done exactly when its work is, without a transaction's BEGIN and COMMIT round trips. The
   * statements must fit runTogether's rule (none depends on another's effect).
   */
  completeWith(
    db: Kysely<DB>,
    statements: readonly RawBuilder<unknown>[],
    selecting?: readonly RawBuilder<unknown>[],
  ): Promise<void>;
}

export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  /** How often the queue is looked at when nobody pokes it (other processes, retries, restarts). */
  pollMs?: number;
  /** How long a claimed job is this worker's before another may take it. */
  lockMs?: number;
  /** Runs before a job is kept as failed. */
  maxAttempts?: number;
  batchSize?: number;
  /** Wait between looks while the queue itself is unreachable (default 1 s doubling to 30 s, jittered). */
  unavailableBackoff?: BackoffPolicy;
}

/** Queues `kind` with `payload` inside the caller's transaction (see JobRunner.poke). */
export async function enqueueJob(db: Kysely<DB>, clock: Clock, kind: string, payload: unknown): Promise<void> {
  await insertJob(db, { kind, payload, runAt: clock.now() });
}

/**
 * The in-process worker of the durable queue (decision 0012). Jobs are claimed with SKIP LOCKED,
 * so any number of API processes can run one; a job is deleted when its handler succeeds, retried
 * with backoff when it throws, and kept with its error after `maxAttempts`.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  /** How long an idle runner waits between looks at the queue. */
  readonly pollMs: number;
  private readonly lockMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly unavailableBackoff: BackoffPolicy;
  /** Looks at the queue that failed in a row (the database is away): the backoff grows with them. */
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Batches run one after another in this process (a chain), so drain and stop can wait for them. */
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = true;
  /** A job was queued since the look in hand began: the next look comes at once, not at the poll. */
  private poked = false;
  /** Kinds whose handlers queue no job due at once without poking (register's `quiet`). */
  private readonly quietKinds = new Set<string>();
  /** Every job of the last batch was of a quiet kind. */
  private lastBatchWasQuiet = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.lockMs = options.lockMs ?? 5 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.batchSize = options.batchSize ?? 10;
    this.unavailableBackoff = options.unavailableBackoff ?? { baseMs: 1000, capMs: 30_000 };
  }

  /**
   * `quiet`: the handler queues no job due at once without poking the runner, so a batch of such
   * jobs needs no look at the queue right after it (a handler that queues the next chunk of a
   * fan-out is not quiet).
   */
  register(kind: string, handler: JobHandler, options: { quiet?: boolean } = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
    if (options.quiet) this.quietKinds.add(kind);
  }

  /**
   * Starts polling. `firstLookMs` puts the first look at the queue off (a server starting looks one
   * poll interval later, off the path of its first requests); a job queued meanwhile is run at once
   * all the same (poke).
   */
  start(options: { firstLookMs?: number } = {}): void {
    this.stopped = false;
    this.schedule(options.firstLookMs ?? 0);
  }

  /** Look at the queue now (after a commit that queued a job), instead of at the next poll. */
  poke(): void {
    this.poked = true;
    if (!this.stopped) this.schedule(0);
  }

  /** Runs due jobs until none is left (tests, and shutdown of a one-off command). */
  async drain(): Promise<void> {
    while ((await this.batch()) > 0);
  }

  /** Stops polling and waits for the batch in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain.catch(() => undefined);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  /**
   * One look at the queue, then the next one is scheduled: at once after a full batch or a poke, at
   * the poll interval otherwise, with a growing backoff while the queue cannot be read. There is one timer, so one
   * loop, however often poke() is called; stop() clears it and no tick schedules after it.
   */
  private async tick(): Promise<void> {
    let ran = 0;
    let delay: number;
    this.poked = false;
    try {
      ran = await this.batch();
      this.failures = 0;
      // A full batch may have left more behind, and a handler may have queued more; a smaller batch
      // of jobs that queue nothing unpoked took all that was due, so the next look waits for a poke
      // or the poll (decision 0090: under a busy neighbourhood the look that found the queue empty
      // after each notification was a fifth of the worker's statements).
      const more = ran > 0 && (ran >= this.batchSize || !this.lastBatchWasQuiet);
      delay = more || this.poked ? 0 : this.pollMs;
    } catch (error) {
      delay = Math.max(this.pollMs, backoffDelay(this.failures, this.unavailableBackoff));
      this.failures += 1;
      this.log.error({ err: error, failures: this.failures, retryInMs: delay }, 'job queue unavailable');
    }
    if (!this.stopped) this.schedule(delay);
  }

  /** Claims and runs one batch after any batch already running here; answers how many ran. */
  private batch(): Promise<number> {
    const next = this.chain
      .catch(() => undefined)
      .then(async () => {
        const now = this.clock.now();
        const jobs = await claimDueJobs(this.db, now, new Date(now.getTime() + this.lockMs), this.batchSize);
        this.lastBatchWasQuiet = jobs.every((job) => this.quietKinds.has(job.kind));
        for (const job of jobs) await this.runJob(job);
        return jobs.length;
      });
    this.chain = next;
    return next;
  }

  private async runJob(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    let completed = false;
    const context: JobContext = {
      completeIn: async (trx) => {
        await deleteJob(trx, job.id);
        completed = true;
      },
      completeWith: async (db, statements, selecting) => {
        await runTogether(db, [deleteJobStatement(job.id), ...statements], selecting);
        completed = true;
      },
    };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, context);
      if (!completed) await deleteJob(this.db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < this.maxAttempts;
      // Backoff: 2 s, 4 s, 8 s … so a failing dependency is not hammered.
      const retryAt = retry ? new Date(this.clock.now().getTime() + 1000 * 2 ** job.attempts) : null;
      this.log.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      await recordJobFailure(this.db, job.id, message.slice(0, 1000), retryAt, this.clock.now());
    }
  }
}
