import { randomBytes, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@ourhood/contract';
import type { Config } from './config.js';
import { currentSchema, openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { PostgresListener } from './db/postgres-listener.js';
import { startPgliteMaintenance } from './db/pglite-maintenance.js';
import { CHANGE_NOTICES_CHANNEL } from './db/change-notices.js';
import { SessionCache } from './lib/sessions/session-cache.js';
import { SharedPageCache } from './lib/shared-pages/shared-page-cache.js';
import { FeedReaderCache } from './features/posts/feed-reader-cache.js';
import { FeedPageLandmarks } from './features/posts/feed-page-landmarks.js';
import type { FeedCaches } from './features/posts/feed-service.js';
import { AreaCounts } from './features/posts/area-counts.js';
import { FeedPageStore } from './features/posts/feed-page-store.js';
import { readSharedPosts } from './features/posts/posts-repository.js';
import type { SharedDirectoryPage } from './features/organizations/directory-service.js';
import type { KeptCell } from './features/map/map-cell-rows.js';
import { MapViewerFacts } from './features/map/map-viewer-facts.js';
import {
  createMediaStorage,
  durableMediaStorage,
  loadMediaUrlSecret,
  MediaUrlSigner,
  PrivateMediaIndex,
  PrivateMediaUrls,
} from './lib/storage/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { JobRunner } from './lib/jobs/index.js';
import { parseExtraHosts, WebPushSender } from './lib/push/index.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import {
  FallbackBus,
  LocalBus,
  NotificationHub,
  PostgresBus,
  RedisBus,
  registerNotificationChunks,
  registerAuthorNotifications,
  registerNotificationEmails,
  UnsubscribeTokens,
  registerNotificationPush,
  type NotificationBus,
} from './lib/notifications/index.js';
import { loadAppSecret } from './lib/app-secrets.js';
import { countedMailer } from './lib/mail/counted-mailer.js';
import { loggedMailer } from './lib/mail/mail-delivery-log.js';
import { mailContextOf } from './lib/mail/templates.js';
import { InstanceDefaults } from './lib/instance/instance-defaults.js';
import { Metrics, metricsPlugin } from './lib/metrics/index.js';
import { registerStateGauges } from './lib/metrics/state-gauges.js';
import { RequestLogController } from './lib/request-log.js';
import { apiRoutes } from './routes.js';
import { accountRateLimitPlugin } from './plugins/account-rate-limit.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { routeAccessPlugin } from './plugins/route-access.js';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.js';
import { messageLanguagePlugin } from './plugins/message-language.js';
import { inputTextPlugin } from './plugins/input-text.js';
import { openApiPlugin } from './plugins/openapi.js';
import { createResponseSerializerCompiler } from './plugins/response-serializer.js';
import { securityPlugin } from './plugins/security.js';
import { staticFilesPlugin } from './plugins/static-files.js';
import { InsightsCounter } from './lib/insights/index.js';

/** The VAPID contact: VAPID_SUBJECT, else an https PUBLIC_URL, else mailto: the sender address. */
function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL.startsWith('https://')) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Uploaded media (the disk or a bucket, served at /media/), with signed URLs for private media. */
    mediaStorage: PrivateMediaUrls;
    /** Web Push to subscribed devices (lib/push, decision 0027). */
    push: WebPushSender;
    /** Which stored keys are a private group's photos (served only with a signed URL). */
    privateMedia: PrivateMediaIndex;
    /** Time source of expiry rules; tests pass a manual clock. */
    clock: Clock;
    mailer: Mailer;
    /** The durable job queue's worker (lib/jobs). */
    jobs: JobRunner;
    /** Live notification delivery: announce after a commit, streams subscribe (lib/notifications). */
    notifications: NotificationHub;
    /** Unlocks the local outbox page in production without SMTP (printed in the start banner). */
    outboxKey: string;
    /** Prometheus metrics (lib/metrics); served when METRICS_TOKEN or METRICS_PORT is set. */
    metrics: Metrics;
    /** Signs and reads the one-click unsubscribe links of e-mails (lib/notifications). */
    unsubscribeTokens: UnsubscribeTokens;
    /** The sessions looked up recently, forgotten on the database's session-change notices (decision 0035). */
    sessionCache: SessionCache;
    /** Feed pages shared by readers and each reader's cut, forgotten on the feed's change notices (decision 0037). */
    feedCaches: FeedCaches;
    /** Directory pages shared by viewers, cut per viewer (decision 0039). */
    directoryPages: SharedPageCache<SharedDirectoryPage>;
    /** The map's organizations per grid cell, shared by viewers, and each viewer's blocks (decision 0081). */
    mapCaches: {
      organizationCells: SharedPageCache<KeptCell>;
      thingCells: SharedPageCache<KeptCell>;
      viewerFacts: MapViewerFacts;
    };
    /** Daily counters of organization insights, written off the request's path (decision 0079). */
    insights: InsightsCounter;
    /** The instance's default language from /admin/settings, kept in the process (decision 0080). */
    instanceDefaults: InstanceDefaults;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  /**
   * Whether the app closes `database` when it closes (default: only a database it opened itself).
   * The process entry opens its database early and hands it over (main.ts).
   */
  ownsDatabase?: boolean;
  /** Apply pending migrations while building (default true). */
  migrate?: boolean;
  /** Extra routes under /api/v1, registered before the app is sealed (tests only). */
  extraRoutes?: FastifyPluginAsync;
  /** Time source for expiry rules (default: the system clock). */
  clock?: Clock;
  /** Mail transport (default: SMTP_URL's server, else the local outbox). */
  mailer?: Mailer;
  /** Start the job worker when ready (default true; tests may run jobs with app.jobs.drain()). */
  startJobs?: boolean;
}

/**
 * How notifications reach other API processes: Redis when configured, else PostgreSQL's
 * LISTEN/NOTIFY, else (PGlite: one process) in memory. With Redis, the database's way is kept
 * listening for the time Redis is away (issue 39). The channel names the schema.
 */
async function notificationBus(config: Config, database: Database, log: FastifyBaseLogger): Promise<NotificationBus> {
  const channel = `ourhood_notifications_${config.DATABASE_SCHEMA ?? 'public'}`;
  const databaseBus =
    database.kind === 'postgres' && config.DATABASE_URL
      ? new PostgresBus(config.DATABASE_URL, database.db, channel, log)
      : new LocalBus();
  if (!config.REDIS_URL) return databaseBus;
  return new FallbackBus(await RedisBus.connect(config.REDIS_URL, channel, log), databaseBus);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole server. The process entry (main.ts) and every test use this one factory. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Failed and slow requests are logged; every request only at `debug` (lib/request-log.ts).
    logController: new RequestLogController(config.SLOW_REQUEST_MS, config.LOG_REQUESTS),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    return503OnClosing: true,
    frameworkErrors,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses through compiled serializers; checked against the zod schemas too outside production.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV !== 'production' }));
  // Set as the request arrives, on the raw response, like the security headers: no onSend hook is
  // left, so Fastify skips that step of every answer (decision 0042), and streams carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });

  const ownsDatabase = options.ownsDatabase ?? !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      dataDir: config.dataDir,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('outboxKey', randomBytes(18).toString('base64url'));
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  const logged = loggedMailer(options.mailer ?? createMailer(config, database.db, app.log), {
    db: database.db,
    clock: app.clock,
    log: app.log,
    timeZone: config.DEFAULT_TIME_ZONE,
  });
  app.decorate('mailer', countedMailer(logged, metrics));
  const jobs = new JobRunner(database.db, app.clock, app.log);
  // Read per use: a test's statement counter wraps app.database.db after the app is built.
  const instanceDefaults = new InstanceDefaults(() => app.database.db, config.DEFAULT_LOCALE, app.log);
  app.decorate('instanceDefaults', instanceDefaults);
  registerStateGauges(metrics, database);
  app.decorate('jobs', jobs);
  const mediaStorage = new PrivateMediaUrls(
    durableMediaStorage(await createMediaStorage(config), { db: database.db, clock: app.clock, jobs }),
    () => app.clock.now(),
  );
  app.decorate('mediaStorage', mediaStorage);
  app.decorate('privateMedia', new PrivateMediaIndex(database.db));
  app.decorate(
    'notifications',
    new NotificationHub(await notificationBus(config, database, app.log), jobs, app.log, metrics),
  );
  // The further chunks of large notification fan-outs (decision 0048).
  registerNotificationChunks(jobs, { db: database.db, notifications: app.notifications });
  // A comment's and a first reaction's notification of the author, off the write (decision 0087).
  registerAuthorNotifications(jobs, { db: database.db, trust: config, notifications: app.notifications });
  // Web Push (decision 0027): the VAPID keys are read (or made) on first use.
  const push = new WebPushSender({
    db: database.db,
    clock: app.clock,
    log: app.log,
    subject: vapidSubject(config),
    extraHosts: parseExtraHosts(config.PUSH_EXTRA_HOSTS),
  });
  app.decorate('push', push);
  registerNotificationPush(jobs, {
    db: database.db,
    push,
    publicUrl: config.PUBLIC_URL,
    productName: config.PRODUCT_NAME,
    get defaultLocale() {
      return instanceDefaults.locale();
    },
  });
  // The first look at the queue waits a poll interval: on PGlite's one connection its claim (the
  // first run of that statement, about 20 ms) otherwise ran between the start and the first
  // requests. Jobs queued by those requests run at once (poke).
  if (options.startJobs ?? true) app.addHook('onReady', async () => jobs.start({ firstLookMs: jobs.pollMs }));
  // The embedded database has no autovacuum: its tables are vacuumed and analyzed here (decision 0058).
  let maintenance: { stop(): Promise<void> } | undefined;
  if ((options.startJobs ?? true) && database.kind === 'pglite') {
    app.addHook('onReady', async () => {
      maintenance = startPgliteMaintenance(database.db, app.log);
    });
  }
  let sessionListener: PostgresListener | undefined;
  // Background work stops before the database closes under it.
  app.addHook('onClose', async () => {
    instanceDefaults.stop();
    await jobs.stop();
    await maintenance?.stop();
    await app.notifications.close();
    await sessionListener?.close();
    app.sessionCache?.close();
    app.feedCaches?.pages.close();
    app.feedCaches?.areaCounts.close();
    app.feedCaches?.readers.close();
    app.feedCaches?.landmarks.close();
    app.directoryPages?.close();
    app.mapCaches?.organizationCells.close();
    app.mapCaches?.thingCells.close();
    app.mapCaches?.viewerFacts.close();
    await app.insights?.idle();
    if (ownsDatabase) await database.close();
  });

  try {
    if (options.migrate ?? true) await migrate(database.db);
    // Sessions are kept per process once the notices that end them are heard (decision 0035): on
    // PostgreSQL, other processes' notices come through a listening connection of the app's own.
    database.changeNotices.schema ??= await currentSchema(database.db);
    app.decorate('sessionCache', new SessionCache(database.changeNotices));
    app.decorate('feedCaches', {
      pages: new FeedPageStore(database.changeNotices, (postIds) => readSharedPosts(database.db, postIds)),
      areaCounts: new AreaCounts(() => database.db, database.changeNotices),
      readers: new FeedReaderCache(database.changeNotices),
      landmarks: new FeedPageLandmarks(database.changeNotices),
    });
    app.decorate(
      'insights',
      new InsightsCounter({ db: database.db, clock: app.clock, timeZone: config.DEFAULT_TIME_ZONE, log: app.log }),
    );
    app.decorate(
      'directoryPages',
      new SharedPageCache<SharedDirectoryPage>(database.changeNotices, { forgetOn: 'directory' }),
    );
    app.decorate('mapCaches', {
      // A cell keeps at most 300 small rows: 256 full cells would be about 20 MB; most hold a few.
      organizationCells: new SharedPageCache<KeptCell>(database.changeNotices, { forgetOn: 'directory' }),
      // Events, items, rentals and alerts, forgotten on every 'map' notice (migration 0045, decision 0082).
      thingCells: new SharedPageCache<KeptCell>(database.changeNotices, { forgetOn: 'map' }),
      viewerFacts: new MapViewerFacts(database.changeNotices),
    });
    if (database.kind === 'postgres' && config.DATABASE_URL) {
      sessionListener = new PostgresListener(config.DATABASE_URL, CHANGE_NOTICES_CHANNEL, app.log, {
        purpose: 'session-change listener',
        // This process's own connections heard their notices already (db/database.ts).
        onNotification: (payload, processId) => {
          if (!database.ownsBackend?.(processId)) database.changeNotices.receive(payload);
        },
        onListening: (on) => database.changeNotices.setListening(on),
      });
    }
    mediaStorage.useSigner(new MediaUrlSigner(await loadMediaUrlSecret(database.db)));
    app.decorate('unsubscribeTokens', new UnsubscribeTokens(await loadAppSecret(database.db, 'unsubscribe_secret')));
    await instanceDefaults.refresh();
    instanceDefaults.start();
    registerNotificationEmails(jobs, {
      db: database.db,
      clock: app.clock,
      mailPerPersonPerDay: config.MAIL_PER_PERSON_PER_DAY,
      mailer: app.mailer,
      log: app.log,
      mail: mailContextOf(config, instanceDefaults),
      unsubscribe: app.unsubscribeTokens,
    });

    // First: its hook translates the `message` of every JSON answer registered after it (issue 41).
    await app.register(messageLanguagePlugin);
    await app.register(errorHandlerPlugin);
    // First, so its onResponse hook counts every route, rate-limited and refused ones included.
    await app.register(metricsPlugin, { config, metrics });
    await app.register(securityPlugin, { config });
    await app.register(multipart, {
      // Defaults for any multipart route; readMultipart (lib/images) sets tighter per-route limits.
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 10, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    });
    await app.register(inputTextPlugin);
    await app.register(openApiPlugin, { config });
    await app.register(authenticatePlugin);
    // After authentication: counts signed-in requests per account (issue 39).
    await app.register(accountRateLimitPlugin);
    await app.register(routeAccessPlugin);
    await app.register(apiRoutes, { prefix: API_BASE_PATH });
    if (options.extraRoutes) await app.register(options.extraRoutes, { prefix: API_BASE_PATH });
    await app.register(staticFilesPlugin, { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
