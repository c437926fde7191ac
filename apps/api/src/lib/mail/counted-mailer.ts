import type { Metrics } from '../metrics/metrics.js';
import type { Mailer, MailMessage } from './mailer.js';

/** The mailer, counting what it sent and what failed (mail_sent_total, mail_failed_total). */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message: MailMessage) {
      try {
        await mailer.send(message);
        metrics.mailSent.inc();
      } catch (error) {
        metrics.mailFailed.inc();
        throw error;
      }
    },
  };
}
