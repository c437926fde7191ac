import net from 'node:net';
import type { ServerResponse } from 'node:http';
import { buildApp, type App, type BuildAppOptions } from './app.js';
import type { Config } from './config.js';
import { imageLimitsFrom } from './lib/images/index.js';
import { processMemory, startIdleCollector } from './lib/memory/idle-collector.js';
import { demoSignIns, mailSentence, startBanner } from './launch/start-banner.js';
import { seedDemoIfEmpty } from './seed/seed-demo.js';

// How long in-flight requests get to finish after SIGTERM before the process gives up on them.
const SHUTDOWN_GRACE_MS = 15_000;
// How long kept-alive connections stay open after SIGTERM for requests already on their way.
const DRAIN_IDLE_MS = 1000;

export type StartServerOptions = BuildAppOptions;

/**
 * Runs the server as a process: builds the app, seeds the demo on an empty database, listens,
 * and shuts down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the
 * database cleanly, exit 0).
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<App> {
  const app = await buildApp(config, options);

  if (config.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(
      app.database.db,
      { storage: app.mediaStorage, limits: imageLimitsFrom(config) },
      config.CURRENCY,
    );
    if (seeded) app.log.info(seeded, 'seeded the demo neighbourhood');
  }

  const drain = trackConnections(app);
  const idleCollector = startIdleCollector(processMemory());
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    idleCollector.stop();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    drain()
      .then(() => app.close())
      .then(
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
  const local = address.replace('127.0.0.1', 'localhost');
  app.log.info({ address: local, database: app.database.kind }, 'listening');
  // For the person who ran `npm start`: plain lines between the log records.
  process.stdout.write(
    startBanner({
      productName: config.PRODUCT_NAME,
      address: local,
      database: app.database.kind,
      mail: mailSentence(config, app.outboxKey, local),
      demo: config.SEED_DEMO ? await demoSignIns(app.database.db) : null,
    }),
  );
  return app;
}

/**
 * The first phase of a graceful shutdown, set up before listening; the returned function runs it.
 * HTTP/1.1 keep-alive makes closing a connection safe only once the client has been told, in a
 * response, not to reuse it: a client may be sending its next request on an idle connection at
 * the very moment the server closes it, and that request is reset unanswered. So draining:
 * - stops accepting connections, but keeps the open ones (http's own close() would also close
 *   the idle ones at once, which is that race);
 * - makes every response from then on, in-flight ones included, say `Connection: close`, so each
 *   connection closes after answering the request it carries;
 * - waits, up to DRAIN_IDLE_MS, for the connections to close that way.
 * app.close() then does the rest: 503 with `Connection: close` for any later request, closes the
 * connections that stayed idle all along, ends event streams, waits for in-flight requests, and
 * closes the job runner, the bus and the database.
 */
function trackConnections(app: App): () => Promise<void> {
  const connections = new Set<net.Socket>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  app.server.on('connection', (socket: net.Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (_request, response: ServerResponse) => {
    if (draining) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      return;
    }
    unanswered.add(response);
    response.once('finish', () => unanswered.delete(response));
    response.once('close', () => unanswered.delete(response));
  });

  return async () => {
    draining = true;
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    // net.Server's close, not http.Server's: stop accepting without closing idle connections.
    net.Server.prototype.close.call(app.server);
    const deadline = Date.now() + DRAIN_IDLE_MS;
    while (connections.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
}
