import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notificationKindSchema } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { JobRunner } from '../jobs/index.js';
import type { Mailer } from '../mail/mailer.js';
import { notificationMail, type MailContext } from '../mail/templates.js';
import { NOTIFICATION_EMAIL_JOB } from './create-notifications.js';
import { actorName, notificationMessage } from './notifications-presenter.js';
import { findActorNames, findRecipientEmails } from './notifications-repository.js';

const jobSchema = z.object({
  kind: notificationKindSchema,
  actorId: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  recipientIds: z.array(z.string()),
});

/** Where a notification's e-mail links to. */
function linkFor(subject: { type: string; id: string } | null, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  if (subject?.type === 'rental_request') return `${base}/dashboard/rentals`;
  if (subject?.type === 'post') return `${base}/dashboard/post/${encodeURIComponent(subject.id)}`;
  return `${base}/dashboard/notifications`;
}

/** The e-mail side of notifications: one job sends a batch of recipients the same sentence. */
export function registerNotificationEmails(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; mailer: Mailer; log: FastifyBaseLogger; mail: MailContext },
): void {
  jobs.register(NOTIFICATION_EMAIL_JOB, async (payload) => {
    const job = jobSchema.parse(payload);
    const actor = job.actorId ? await findActorNames(deps.db, job.actorId) : undefined;
    const sentence = notificationMessage(job.kind, actor ? actorName(actor) : 'Someone', job.subject?.title ?? '');
    const link = linkFor(job.subject, deps.mail.publicUrl);
    for (const recipient of await findRecipientEmails(deps.db, job.recipientIds)) {
      await deps.mailer.send(notificationMail(recipient.email, sentence, link, deps.mail));
    }
  });
}
