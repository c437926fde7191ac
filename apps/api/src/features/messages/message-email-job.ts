import type { Kysely } from 'kysely';
import { z } from 'zod';
import { API_BASE_PATH } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { insertJob } from '../../lib/jobs/jobs-repository.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { mailTranslator, notificationMail, type MailContext } from '../../lib/mail/templates.js';
import { NotificationSentences } from '../../lib/notifications/notification-sentences.js';
import { holdForQuietHours, type UnsubscribeTokens } from '../../lib/notifications/index.js';
import type { WebPushSender } from '../../lib/push/index.js';
import { findMessageChannels, findMessageForEmail } from './messages-repository.js';
import { mayMailMessageRequest, spendMailBudget } from '../../lib/notifications/mail-budget.js';

/** Tells a recipient who has been away of a new message (decision 0031). */
export const MESSAGE_EMAIL_JOB = 'message_email';

export interface MessageEmailJob {
  messageId: string;
  recipientId: string;
}

const payloadSchema = z.object({ messageId: z.string(), recipientId: z.string() });

export interface MessageEmailDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** E-mails one person gets a day at most (MAIL_PER_PERSON_PER_DAY). */
  mailPerPersonPerDay: number;
  mailer: Mailer;
  mail: MailContext;
  unsubscribe: UnsubscribeTokens;
  push: WebPushSender;
}

/**
 * The send claimed the e-mail (recipient away 10 minutes, none about this conversation within the
 * hour); here it goes out by e-mail and push as the recipient's `message` preference says, held
 * by their quiet hours, and not at all when they read or the sender deleted it meanwhile. The
 * e-mail never carries the message's text (it may be private); it says who wrote and links to it.
 */
export function registerMessageEmails(jobs: JobRunner, deps: MessageEmailDeps): void {
  jobs.register(MESSAGE_EMAIL_JOB, async (payload) => {
    const job = payloadSchema.parse(payload);
    const { held } = await holdForQuietHours(deps.db, [job.recipientId], deps.clock.now());
    for (const [until] of held) {
      await insertJob(deps.db, { kind: MESSAGE_EMAIL_JOB, payload: job, runAt: new Date(until) });
      return;
    }
    const message = await findMessageForEmail(deps.db, job.messageId, job.recipientId);
    if (!message || message.deleted || message.read) return;
    const channels = await findMessageChannels(deps.db, job.recipientId);
    if (!channels) return;
    // In the recipient's saved language, else the instance's (issue 41).
    const t = mailTranslator(deps.mail, channels.locale);
    const sentence = t(
      message.status === 'accepted' ? NotificationSentences.messageSent : NotificationSentences.messageRequestSent,
      { name: message.sender_name || t(NotificationSentences.someone) },
    );
    const base = deps.mail.publicUrl.replace(/\/+$/, '');
    const path = `/dashboard/messages/${encodeURIComponent(message.conversation_id)}`;
    // Requests e-mail once an hour at most (the requests box holds them all), and every e-mail
    // spends one of the recipient's day (per-recipient calm, issue 39).
    const mayMail =
      channels.byEmail &&
      (message.status === 'accepted' || (await mayMailMessageRequest(deps.db, deps.clock, job.recipientId))) &&
      (await spendMailBudget(deps.db, deps.clock, deps.mailPerPersonPerDay, job.recipientId));
    if (mayMail) {
      const token = deps.unsubscribe.sign(job.recipientId, 'message');
      await deps.mailer.send(
        notificationMail(
          channels.email,
          sentence,
          `${base}${path}`,
          deps.mail,
          {
            pageUrl: `${base}/unsubscribe/${token}`,
            postUrl: `${base}${API_BASE_PATH}/unsubscribe/${token}`,
          },
          channels.locale,
        ),
      );
    }
    if (channels.byPush) {
      await deps.push.sendToUsers([job.recipientId], {
        title: deps.mail.productName,
        body: sentence,
        url: path,
        tag: `message:${message.conversation_id}`,
      });
    }
  });
}
