import type { FastifyInstance } from 'fastify';
import { registerDigestJob } from './digest-job.js';

/** The e-mail digests of areas (issue 18): a job per person, queued by their notification schedule. */
export async function digestsPlugin(app: FastifyInstance): Promise<void> {
  registerDigestJob(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    mail: {
      productName: app.config.PRODUCT_NAME,
      publicUrl: app.config.PUBLIC_URL,
      defaultLocale: app.config.DEFAULT_LOCALE,
    },
    unsubscribe: app.unsubscribeTokens,
  });
}
