import type { FastifyBaseLogger } from 'fastify';

/** A logger that writes nothing and counts its warnings (outage and reconnect tests). */
export function quietLog(): FastifyBaseLogger & { warnings: number } {
  const log = {
    warnings: 0,
    level: 'silent',
    warn: () => void (log.warnings += 1),
    error: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: number };
}
