/**
 * Runs `check` for many callers at once without ever answering with a stale result.
 *
 * A caller that arrives while no check is running starts one. A caller that arrives while one is
 * running does not join it (it began before the caller asked, so it might predate an outage the
 * caller should see); it waits for the next check, which starts when the running one settles and
 * is shared by everyone who arrived in between. So every answer comes from a round trip that began
 * after the caller asked, and under load there are at most two checks alive, one running and one
 * queued, however many probes come in (decision 0036: readiness at 10 connections ran one
 * statement per request and queued for the pool's connections).
 */
export class SharedCheck<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly check: () => Promise<T>) {}

  run(): Promise<T> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<T> {
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<T> {
    const running = this.check();
    this.running = running;
    const settle = (): void => {
      if (this.running === running) this.running = undefined;
    };
    running.then(settle, settle);
    return running;
  }
}
