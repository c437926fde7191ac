import type { FastifyBaseLogger } from 'fastify';

/** A logger that writes nothing and counts its warnings and notes (outage and reconnect tests). */
export function quietLog(): FastifyBaseLogger & { warnings: number; infos: number } {
  const log = {
    warnings: 0,
    infos: 0,
    level: 'silent',
    warn: () => void (log.warnings += 1),
    error: () => undefined,
    info: () => void (log.infos += 1),
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: number; infos: number };
}
