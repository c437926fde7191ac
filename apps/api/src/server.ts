import { buildApp, type App, type BuildAppOptions } from './app.js';
import type { Config } from './config.js';
import { imageLimitsFrom } from './lib/images/index.js';
import { seedDemoIfEmpty } from './seed/seed-demo.js';

// How long in-flight requests get to finish after SIGTERM before the process gives up on them.
const SHUTDOWN_GRACE_MS = 15_000;

export type StartServerOptions = BuildAppOptions;

/**
 * Runs the server as a process: builds the app, seeds the demo on an empty database, listens,
 * and shuts down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the
 * database cleanly, exit 0).
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<App> {
  const app = await buildApp(config, options);

  if (config.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(app.database.db, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(config),
    });
    if (seeded) app.log.info(seeded, 'seeded the demo neighbourhood');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Fastify keeps idle keep-alive sockets open for 72 s, which would hold the close up; sweep
    // them as soon as each in-flight request has been answered.
    setInterval(() => app.server.closeIdleConnections(), 200).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${config.PRODUCT_NAME} is running at ${address.replace('127.0.0.1', 'localhost')} (database: ${app.database.kind})`,
  );
  return app;
}
