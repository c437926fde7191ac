import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notificationKindSchema, PRODUCT_NAME, SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { JobRunner } from '../jobs/index.js';
import type { WebPushSender } from '../push/index.js';
import { messageCatalogs } from '../i18n/catalogs.js';
import { recipientLocale } from '../i18n/recipient-locale.js';
import { NOTIFICATION_PUSH_JOB } from './create-notifications.js';
import { linkFor } from './notification-emails.js';
import { actorName, notificationMessage } from './notifications-presenter.js';
import { findActorNames, findRecipientEmails } from './notifications-repository.js';

const jobSchema = z.object({
  kind: notificationKindSchema,
  actorId: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  recipientIds: z.array(z.string()),
  actorCount: z.number().int().optional(),
});

/**
 * The push side of notifications (decision 0027): one job per batch of recipients who want this
 * kind by push and had a device subscribed when it happened; the sentence is the one the bell and
 * the e-mail show, the link the same page. A retry sends again to the batch (a rare duplicate on a
 * device is better than a lost alert); subscriptions that are gone are deleted by the sender.
 * Each recipient reads it in their saved language, else `defaultLocale` (issue 41): one send per
 * language of the batch.
 */
export function registerNotificationPush(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; push: WebPushSender; publicUrl: string; productName?: string; defaultLocale?: Locale },
): void {
  jobs.register(NOTIFICATION_PUSH_JOB, async (payload) => {
    const job = jobSchema.parse(payload);
    const actor = job.actorId ? await findActorNames(deps.db, job.actorId) : undefined;
    const base = deps.publicUrl.replace(/\/+$/, '');
    const url = linkFor(job.subject, base).slice(base.length) || '/dashboard/notifications';
    const byLocale = new Map<Locale, string[]>();
    for (const recipient of await findRecipientEmails(deps.db, job.recipientIds)) {
      const locale = recipientLocale(recipient.locale, deps.defaultLocale ?? SOURCE_LOCALE);
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), recipient.id]);
    }
    for (const [locale, recipientIds] of byLocale) {
      const t = messageCatalogs().translator(locale);
      const body = notificationMessage(job.kind, actorName(actor, t), job.subject?.title ?? '', job.actorCount, t);
      await deps.push.sendToUsers(recipientIds, {
        title: deps.productName ?? PRODUCT_NAME,
        body,
        url,
        tag: job.subject ? `${job.kind}:${job.subject.id}` : job.kind,
      });
    }
  });
}
