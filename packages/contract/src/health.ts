import { z } from 'zod';
import { successEnvelope } from './envelope.js';

export const healthSchema = successEnvelope(z.object({ uptime_seconds: z.number(), version: z.string() }));

export const readinessSchema = successEnvelope(
  z.object({
    database: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number().int(), pending: z.number().int() }),
  }),
);
