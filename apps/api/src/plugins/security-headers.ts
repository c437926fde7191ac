import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, computed once. Helmet's middleware is built from its
 * options and does not depend on the request; @fastify/helmet nevertheless rebuilt it (re-parsing
 * and re-validating the CSP) on every request, the largest cost of a request without a database
 * (decision 0015). So Helmet runs once here, against a recording response, and every request gets
 * the recorded headers.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Sets the security headers on every response, on the raw response like Helmet does, so that
 * streams that write their own head (Server-Sent Events) carry them too.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { options }: { options: HelmetOptions }) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
});
