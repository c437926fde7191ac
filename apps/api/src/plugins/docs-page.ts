import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The request headers Swagger UI's answers depend on (conditional and partial requests). */
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'];
/** Headers of the inner answer that belong to its own connection, not to the one answered. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * Swagger UI at `prefix`, in a small Fastify app of its own that is built on the first visit and
 * answers through `inject`. Registering @fastify/swagger-ui with the server took 100 ms of every
 * cold start (its static-file plugin, YAML and asset lookups: decision 0055), for a page few
 * people open. Its routes, headers (its own Content-Security-Policy) and the document it shows
 * are the plugin's own: the document is the main app's `swagger()`.
 */
export function lazyDocsPage(
  app: FastifyInstance,
  prefix: string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async (): Promise<FastifyInstance> => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify({ logger: false });
    // Swagger UI depends on @fastify/swagger by name; this stands in for it with the main app's document.
    await inner.register(
      fp(
        async (instance: FastifyInstance) => {
          instance.decorate('swagger', ((options?: { yaml?: boolean }) =>
            app.swagger(options as never)) as FastifyInstance['swagger']);
        },
        { name: '@fastify/swagger' },
      ),
    );
    await inner.register(swaggerUi, { routePrefix: prefix, staticCSP: true });
    await inner.ready();
    return inner;
  };
  return async (request, reply) => {
    docs ??= build().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await (await docs).inject({ method: request.method as 'GET' | 'HEAD', url: request.url, headers });
    // A missing asset is the server's own 404, in the API's envelope.
    if (answer.statusCode === 404) {
      reply.callNotFound();
      return reply;
    }
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
}
