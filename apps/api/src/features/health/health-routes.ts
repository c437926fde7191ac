import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkReadiness } from './health-service.js';
import { SharedCheck } from './shared-check.js';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['health']);
  // Probes that arrive together share one fresh round trip (shared-check.ts). On PGlite the
  // statement runs on this thread and is done before the next socket is read, so there nothing
  // would be shared: its round trip starts after this turn of the event loop, and the probes read
  // from the same batch of sockets share it (3,800 → 11,000 probes a second at 10 connections).
  // On PostgreSQL the round trip itself is the wait that gathers them; a turn more only slowed it.
  const waitForTurn = app.database.kind === 'pglite';
  const readiness = new SharedCheck(async () => {
    if (waitForTurn) await new Promise((resolve) => setImmediate(resolve));
    return checkReadiness(app.database);
  });

  serve(apiRoutes.health, { summary: 'Liveness: the process is up and serving requests.' }, async () =>
    ok('OK', { uptime_seconds: Math.round(process.uptime()), version: VERSION }),
  );

  serve(
    apiRoutes.ready,
    {
      summary: 'Readiness: the database answers and every migration is applied; Redis is reported, not required.',
      errors: [503],
    },
    async (_request, reply) => {
      const answer = await readiness.run();
      if (!answer.ready) {
        return reply.code(503).send({ status: 'error', message: answer.reason, code: 'NOT_READY' });
      }
      return ok('Ready', { database: app.database.kind, migrations: answer.migrations, redis: app.redisStatus() });
    },
  );
}
