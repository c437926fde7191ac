import { z } from 'zod';
import { successEnvelope } from './envelope.js';

export const healthSchema = successEnvelope(z.object({ uptime_seconds: z.number(), version: z.string() }));

export const readinessSchema = successEnvelope(
  z.object({
    database: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number().int(), pending: z.number().int() }),
    /**
     * The shared rate-limit store (issue 39): `down` while Redis is away, when each process limits
     * on its own and live events go through the database; `off` without REDIS_URL. Not a reason to
     * take the process out of rotation, so the answer stays 200.
     */
    redis: z.enum(['up', 'down', 'off']),
  }),
);
