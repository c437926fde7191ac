import type { FastifyInstance } from 'fastify';
import { registerDigestJob } from './digest-job.js';
import { mailContextOf } from '../../lib/mail/templates.js';

/** The e-mail digests of areas (issue 18): a job per person, queued by their notification schedule. */
export async function digestsPlugin(app: FastifyInstance): Promise<void> {
  registerDigestJob(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    mail: mailContextOf(app.config, app.instanceDefaults),
    unsubscribe: app.unsubscribeTokens,
  });
}
