import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notificationKindSchema, type NotificationKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { JobRunner } from '../jobs/index.js';
import type { Mailer } from '../mail/mailer.js';
import { notificationMail, type MailContext } from '../mail/templates.js';
import { NOTIFICATION_EMAIL_JOB } from './create-notifications.js';
import {
  dueFold,
  emailFoldIntervalMs,
  NOTIFICATION_EMAIL_FOLD_JOB,
  settleFold,
  type PendingEmail,
} from './email-folds.js';
import { actorName, foldedNotificationMessage, notificationMessage } from './notifications-presenter.js';
import { findActorNames, findRecipientEmails } from './notifications-repository.js';

const jobSchema = z.object({
  kind: notificationKindSchema,
  actorId: z.string().nullable(),
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  recipientIds: z.array(z.string()),
});

const foldJobSchema = z.object({ kind: notificationKindSchema, recipientIds: z.array(z.string()) });

/** Where a notification's e-mail (and push) links to. */
export function linkFor(subject: { type: string; id: string } | null, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  if (subject?.type === 'rental_request') return `${base}/dashboard/rentals`;
  if (subject?.type === 'post') return `${base}/dashboard/post/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'event' && subject.id) return `${base}/dashboard/events/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'alert') return `${base}/dashboard/alerts`;
  return `${base}/dashboard/notifications`;
}

type EmailDeps = { db: Kysely<DB>; clock: Clock; mailer: Mailer; log: FastifyBaseLogger; mail: MailContext };

/** One waiting event reads as its own sentence; several as a count and their titles. */
async function foldedMail(deps: EmailDeps, kind: NotificationKind, pending: readonly PendingEmail[]) {
  const first = pending[0]!;
  if (pending.length === 1) {
    const actor = first.actorId ? await findActorNames(deps.db, first.actorId) : undefined;
    const sentence = notificationMessage(kind, actor ? actorName(actor) : 'Someone', first.subject?.title ?? '');
    return { sentence, link: linkFor(first.subject, deps.mail.publicUrl) };
  }
  const sameType = pending.every((event) => event.subject?.type === first.subject?.type);
  const titles = pending.map((event) => event.subject?.title ?? '');
  return {
    sentence: foldedNotificationMessage(kind, pending.length, titles),
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
  if (recipient && pending.length > 0) {
    const { sentence, link } = await foldedMail(deps, kind, pending);
    await deps.mailer.send(notificationMail(recipient.email, sentence, link, deps.mail));
  }
  await settleFold(deps.db, recipientId, kind, sent, now, emailFoldIntervalMs[kind] ?? 0);
}

/**
 * The e-mail side of notifications: one job sends a batch of recipients the same sentence; a fold
 * job sends each of its recipients what waited for them (email-folds.ts).
 */
export function registerNotificationEmails(jobs: JobRunner, deps: EmailDeps): void {
  jobs.register(NOTIFICATION_EMAIL_FOLD_JOB, async (payload) => {
    const job = foldJobSchema.parse(payload);
    // One recipient at a time, each settled after their e-mail: a retry skips those already sent.
    for (const recipientId of job.recipientIds) await sendFold(deps, recipientId, job.kind);
  });
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
