import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Metrics } from './metrics.js';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every answer by route pattern (never the raw URL: ids would make a series per post) and
 * serves the registry: at /metrics on the main port behind METRICS_TOKEN, and/or on METRICS_PORT
 * (a port for the monitoring network only). Without either setting nothing is counted or served.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config, metrics }: { config: Config; metrics: Metrics }) => {
    if (!config.METRICS_TOKEN && config.METRICS_PORT === undefined) return;
    metrics.collectProcessMetrics();

    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const answer = async (request: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
      // Not found, not 401: the endpoint's existence is nobody's business without the token.
      if (token && !tokenMatches(request.headers.authorization, token)) {
        return reply.code(404).send({ status: 'error', message: 'Not found', code: 'NOT_FOUND' });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(CONTENT_TYPE)
        .send(await metrics.text());
    };

    if (config.METRICS_TOKEN) {
      const token = config.METRICS_TOKEN;
      app.get('/metrics', { schema: { hide: true } }, (request, reply) => answer(request, reply, token));
    }

    if (config.METRICS_PORT !== undefined) {
      const side = Fastify({ logger: false });
      side.get('/metrics', (request, reply) => answer(request, reply, config.METRICS_TOKEN));
      app.addHook('onReady', async () => {
        await side.listen({ host: config.HOST, port: config.METRICS_PORT });
      });
      app.addHook('onClose', async () => side.close());
    }
  },
);
