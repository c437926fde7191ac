import { API_BASE_PATH, SOURCE_LOCALE } from '@ourhood/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { insertJob } from '../../lib/jobs/jobs-repository.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { recipientLocale } from '../../lib/i18n/recipient-locale.js';
import { messageCatalogs } from '../../lib/i18n/catalogs.js';
import { digestMail, type MailContext } from '../../lib/mail/templates.js';
import {
  DIGEST_JOB,
  findQuietSchedules,
  nextDigestAt,
  queueDigest,
  quietHoursEnd,
  type UnsubscribeTokens,
} from '../../lib/notifications/index.js';
import { composeDigest, digestWindowMs } from './digest-content.js';
import { DigestMessages } from '../../lib/mail/digest-messages.js';
import { lockDigestReader, recordDigestRun } from './digest-repository.js';

const payloadSchema = z.object({ userId: z.string(), dueAt: z.string() });

export interface DigestDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  mail: MailContext;
  unsubscribe: UnsubscribeTokens;
}

/**
 * One person's digest, due at `dueAt`. A job whose time is no longer the person's (they changed
 * or stopped their digest since) does nothing. Quiet hours hold it until they end. The e-mail goes
 * before the run is recorded: a failed send retries the job, which composes the same digest again.
 * Then the next one is queued, once (the record only moves from the time this job was for).
 */
export async function runDigest(deps: DigestDeps, userId: string, dueAt: Date): Promise<void> {
  const reader = await lockDigestReader(deps.db, userId);
  if (!reader || reader.digest === 'off' || reader.digest_next_at?.getTime() !== dueAt.getTime()) return;
  const now = deps.clock.now();
  const quiet = (await findQuietSchedules(deps.db, [userId])).get(userId);
  const quietEnd = quiet ? quietHoursEnd(quiet, now) : undefined;
  if (quietEnd) {
    await insertJob(deps.db, { kind: DIGEST_JOB, payload: { userId, dueAt: dueAt.toISOString() }, runAt: quietEnd });
    return;
  }
  const since = reader.digest_last_at
    ? new Date(reader.digest_last_at)
    : new Date(now.getTime() - digestWindowMs(reader.digest));
  const sanctioned = reader.banned_at !== null || (reader.suspended_until !== null && reader.suspended_until > now);
  if (reader.location_city !== '' && !sanctioned) {
    // In the reader's language: their saved one, else the instance's (issue 41).
    const locale = recipientLocale(reader.locale, deps.mail.defaultLocale ?? SOURCE_LOCALE);
    const t = messageCatalogs().translator(locale);
    const content = await composeDigest(deps.db, reader, since, now, deps.mail.publicUrl, locale, t);
    // Nothing new: no e-mail at all (the skip rule).
    if (content.hasNews) {
      const token = deps.unsubscribe.sign(userId, 'digest');
      const base = deps.mail.publicUrl.replace(/\/+$/, '');
      const area = reader.location_suburb || reader.location_city;
      const subject = reader.digest === 'weekly' ? DigestMessages.weeklySubject : DigestMessages.dailySubject;
      await deps.mailer.send(
        digestMail(
          reader.email,
          t(subject, { area }),
          t(DigestMessages.intro, { name: reader.first_name, area, product: deps.mail.productName }),
          content.sections,
          deps.mail,
          { pageUrl: `${base}/unsubscribe/${token}`, postUrl: `${base}${API_BASE_PATH}/unsubscribe/${token}` },
          locale,
        ),
      );
    }
  }
  const next = nextDigestAt(reader.digest, reader.time_zone, now) ?? null;
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockDigestReader(trx, userId);
    if (!current || current.digest_next_at?.getTime() !== dueAt.getTime()) return;
    await recordDigestRun(trx, userId, now, next);
    if (next) await queueDigest(trx, userId, next);
  });
}

export function registerDigestJob(jobs: JobRunner, deps: DigestDeps): void {
  jobs.register(DIGEST_JOB, async (payload) => {
    const job = payloadSchema.parse(payload);
    await runDigest(deps, job.userId, new Date(job.dueAt));
  });
}
