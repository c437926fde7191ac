import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds buckets for request and fan-out durations: 1 ms to 10 s. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What the server tells Prometheus (issue 21, decision 0023), in one registry per app so tests and
 * several apps in one process never share counts. Counters are bumped where things happen; gauges
 * that describe a state (pool, queue, streams) are read when scraped, through `gauge(…, read)`.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Scrapes so far: a reading shared by several gauges is taken once per scrape. */
  private scrapes = 0;
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly mailSent = new Counter({
    name: 'mail_sent_total',
    help: 'E-mails handed to the mail server or the outbox.',
    registers: [this.registry],
  });
  readonly mailFailed = new Counter({
    name: 'mail_failed_total',
    help: 'E-mails the mail server refused or could not be reached for.',
    registers: [this.registry],
  });
  readonly notificationFanout = new Histogram({
    name: 'notification_fanout_seconds',
    help: 'Time to announce new notifications to every process (live streams).',
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly notificationRecipients = new Counter({
    name: 'notification_recipients_total',
    help: 'Recipients of announced notifications.',
    registers: [this.registry],
  });

  /**
   * Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), handles and GC. Started only
   * when metrics are served: the event-loop and GC observers cost something on every process.
   */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge read at scrape time. A reading that fails (the database is away) leaves the gauge
   * unset for that scrape instead of failing the whole answer.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>, labels?: Record<string, string>): void {
    const existing = this.registry.getSingleMetric(name);
    if (existing) throw new Error(`metric ${name} registered twice`);
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          const value = await read();
          if (labels) this.set(labels, value);
          else this.set(value);
        } catch {
          this.reset();
        }
      },
    });
  }

  /** Several gauges filled by one reading (one query for the whole job queue, say). */
  gauges<K extends string>(
    names: Record<K, { name: string; help: string }>,
    read: () => Promise<Record<K, number>>,
  ): void {
    // One reading per scrape (text() numbers them), shared by the gauges it fills.
    let cached: { scrape: number; values: Promise<Record<K, number> | undefined> } | undefined;
    const reading = () => {
      if (cached?.scrape !== this.scrapes) {
        cached = { scrape: this.scrapes, values: read().catch(() => undefined) };
      }
      return cached.values;
    };
    for (const key of Object.keys(names) as K[]) {
      new Gauge({
        name: names[key].name,
        help: names[key].help,
        registers: [this.registry],
        async collect() {
          const values = await reading();
          if (values) this.set(values[key]);
          else this.reset();
        },
      });
    }
  }

  text(): Promise<string> {
    this.scrapes += 1;
    return this.registry.metrics();
  }
}
