import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_BASE_PATH,
  notificationEventOfKind,
  notificationKindSchema,
  type NotificationKind,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { JobRunner } from '../jobs/index.js';
import { insertJob } from '../jobs/jobs-repository.js';
import type { Mailer } from '../mail/mailer.js';
import type { Translate } from '../i18n/catalogs.js';
import { mailTranslator, notificationMail, type MailContext, type UnsubscribeLink } from '../mail/templates.js';
import { NOTIFICATION_EMAIL_JOB, type NotificationEmailJob } from './create-notifications.js';
import { dueFold, foldIntervalOf, NOTIFICATION_EMAIL_FOLD_JOB, settleFold, type PendingEmail } from './email-folds.js';
import { actorName, foldedNotificationMessage, notificationMessage } from './notifications-presenter.js';
import { findActorNames, findRecipientEmails } from './notifications-repository.js';
import { spendMailBudget } from './mail-budget.js';
import { holdForQuietHours } from './quiet-hours.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

const jobSchema = z.object({
  kind: notificationKindSchema,
  actorId: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  recipientIds: z.array(z.string()),
  at: z.string().optional(),
  urgent: z.boolean().optional(),
});

const foldJobSchema = z.object({ kind: notificationKindSchema, recipientIds: z.array(z.string()) });

/** Where a notification's e-mail (and push) links to. */
export function linkFor(subject: { type: string; id: string } | null, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  if (subject?.type === 'rental_request') return `${base}/dashboard/rentals`;
  if (subject?.type === 'marketplace_item' && subject.id)
    return `${base}/dashboard/marketplace/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'post') return `${base}/dashboard/post/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'event' && subject.id) return `${base}/dashboard/events/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'alert') return `${base}/dashboard/alerts`;
  return `${base}/dashboard/notifications`;
}

type EmailDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** E-mails one person gets a day at most (MAIL_PER_PERSON_PER_DAY; codes and digests aside). */
  mailPerPersonPerDay: number;
  mailer: Mailer;
  log: FastifyBaseLogger;
  mail: MailContext;
  unsubscribe: UnsubscribeTokens;
};

/** The one-click link that stops a kind's e-mails (its preference event's e-mail channel). */
function unsubscribeLinkFor(deps: EmailDeps, recipientId: string, kind: NotificationKind): UnsubscribeLink | undefined {
  const event = notificationEventOfKind[kind];
  if (!event) return undefined;
  const token = deps.unsubscribe.sign(recipientId, event);
  const base = deps.mail.publicUrl.replace(/\/+$/, '');
  return { pageUrl: `${base}/unsubscribe/${token}`, postUrl: `${base}${API_BASE_PATH}/unsubscribe/${token}` };
}

/** One waiting event reads as its own sentence; several as a count and their titles (in `t`'s language). */
async function foldedMail(deps: EmailDeps, kind: NotificationKind, pending: readonly PendingEmail[], t: Translate) {
  const first = pending[0]!;
  if (pending.length === 1) {
    const actor = first.actorId ? await findActorNames(deps.db, first.actorId) : undefined;
    const sentence = notificationMessage(kind, actorName(actor, t), first.subject?.title ?? '', 1, t);
    return { sentence, link: linkFor(first.subject, deps.mail.publicUrl) };
  }
  const sameType = pending.every((event) => event.subject?.type === first.subject?.type);
  const titles = pending.map((event) => event.subject?.title ?? '');
  return {
    sentence: foldedNotificationMessage(kind, pending.length, titles, t),
    // Several subjects: their list (the rentals board), not one of them.
    link: linkFor(sameType && first.subject ? { type: first.subject.type, id: '' } : null, deps.mail.publicUrl),
  };
}

/** A recipient's due folded e-mail: sent, then settled (the next one scheduled when more came in). */
async function sendFold(deps: EmailDeps, recipientId: string, kind: NotificationKind): Promise<void> {
  const now = deps.clock.now();
  const pending = await dueFold(deps.db, recipientId, kind, now);
  if (!pending) return;
  const [recipient] = await findRecipientEmails(deps.db, [recipientId]);
  const sent = recipient ? pending.map((event) => event.id) : [];
  if (
    recipient &&
    pending.length > 0 &&
    (await spendMailBudget(deps.db, deps.clock, deps.mailPerPersonPerDay, recipientId))
  ) {
    const t = mailTranslator(deps.mail, recipient.locale);
    const { sentence, link } = await foldedMail(deps, kind, pending, t);
    await deps.mailer.send(
      notificationMail(
        recipient.email,
        sentence,
        link,
        deps.mail,
        unsubscribeLinkFor(deps, recipientId, kind),
        recipient.locale,
      ),
    );
  }
  await settleFold(deps.db, recipientId, kind, sent, now, foldIntervalOf(kind));
}

/**
 * The e-mail side of notifications: one job sends a batch of recipients the same sentence; a fold
 * job sends each of its recipients what waited for them (email-folds.ts).
 */
export function registerNotificationEmails(jobs: JobRunner, deps: EmailDeps): void {
  jobs.register(NOTIFICATION_EMAIL_FOLD_JOB, async (payload) => {
    const job = foldJobSchema.parse(payload);
    // Quiet hours hold a fold: the same job again when they end (the fold stays due meanwhile).
    const { now: ready, held } = await holdForQuietHours(deps.db, job.recipientIds, deps.clock.now());
    for (const [until, recipientIds] of held) {
      await insertJob(deps.db, {
        kind: NOTIFICATION_EMAIL_FOLD_JOB,
        payload: { ...job, recipientIds },
        runAt: new Date(until),
      });
    }
    // One recipient at a time, each settled after their e-mail: a retry skips those already sent.
    for (const recipientId of ready) await sendFold(deps, recipientId, job.kind);
  });
  jobs.register(NOTIFICATION_EMAIL_JOB, async (payload) => {
    const job = jobSchema.parse(payload);
    let ready = job.recipientIds;
    if (!job.urgent) {
      // Quiet hours hold the e-mail until they end; urgent safety alerts go through at once.
      const split = await holdForQuietHours(deps.db, job.recipientIds, deps.clock.now());
      ready = split.now;
      for (const [until, recipientIds] of split.held) {
        const later: NotificationEmailJob = { ...job, at: job.at ?? deps.clock.now().toISOString(), recipientIds };
        await insertJob(deps.db, { kind: NOTIFICATION_EMAIL_JOB, payload: later, runAt: new Date(until) });
      }
    }
    if (ready.length === 0) return;
    const actor = job.actorId ? await findActorNames(deps.db, job.actorId) : undefined;
    const link = linkFor(job.subject, deps.mail.publicUrl);
    for (const recipient of await findRecipientEmails(deps.db, ready)) {
      // Urgent safety alerts always go; anything else within the recipient's daily budget.
      if (!job.urgent && !(await spendMailBudget(deps.db, deps.clock, deps.mailPerPersonPerDay, recipient.id)))
        continue;
      // Each recipient reads it in their own language (issue 41); the catalogs cache the formats.
      const t = mailTranslator(deps.mail, recipient.locale);
      const sentence = notificationMessage(job.kind, actorName(actor, t), job.subject?.title ?? '', 1, t);
      await deps.mailer.send(
        notificationMail(
          recipient.email,
          sentence,
          link,
          deps.mail,
          unsubscribeLinkFor(deps, recipient.id, job.kind),
          recipient.locale,
        ),
      );
    }
  });
}
