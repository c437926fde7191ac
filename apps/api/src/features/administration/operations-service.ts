import { AdminMessages, ErrorCode, type UpdateInstanceBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { readInstanceSettings, type InstanceSettingsRow } from '../../lib/instance/instance-settings.js';
import { testMail } from '../../lib/mail/templates.js';
import { recordStaffAction } from '../../lib/staff-actions/record-staff-action.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { AdministrationDeps } from './administration-deps.js';
import {
  findJobs,
  findStaffEmail,
  latestMailFailures,
  lockInstanceSettings,
  requeueFailedJob,
  updateInstanceSettings,
} from './operations-repository.js';

export function presentInstance(row: InstanceSettingsRow, urlFor: (key: string) => string) {
  return {
    name: row.name,
    description: row.description,
    rules: row.rules,
    contact_email: row.contact_email,
    default_locale: row.default_locale,
    default_area: row.default_area,
    logo_url: row.logo_key ? urlFor(row.logo_key) : null,
    registration_mode: row.registration_mode,
  };
}

export async function getInstance(deps: AdministrationDeps) {
  return presentInstance(await readInstanceSettings(deps.db), (key) => deps.storage.urlFor(key));
}

/** Saves the changed settings and writes which ones changed to the audit log, in one transaction. */
export async function updateInstance(deps: AdministrationDeps, actor: AuthUser, body: UpdateInstanceBody) {
  const at = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockInstanceSettings(trx);
    const before = await readInstanceSettings(trx);
    const changed = (Object.keys(body) as (keyof UpdateInstanceBody)[]).filter(
      (key) => body[key] !== undefined && body[key] !== before[key],
    );
    if (changed.length === 0) return before;
    const after = await updateInstanceSettings(trx, { ...body, updated_at: at });
    const label = changed
      .map((key) => (key === 'registration_mode' ? `registration_mode: ${after.registration_mode}` : key))
      .join(', ');
    await recordStaffAction(trx, {
      actorId: actor.id,
      action: 'instance.update',
      targetType: 'instance',
      targetLabel: label,
      at,
    });
    return after;
  });
  // This process speaks the new default language at once; the others within a minute.
  if (body.default_locale !== undefined) await deps.refreshDefaults();
  return presentInstance(row, (key) => deps.storage.urlFor(key));
}

/** Sends a test message to the admin who asks; a failure answers 503 and shows in the failures list. */
export async function sendTest(deps: AdministrationDeps, actor: AuthUser) {
  const staff = await findStaffEmail(deps.db, actor.id);
  if (!staff) throw AppError.unauthorized();
  try {
    await deps.mailer.send(testMail(staff.email, deps.mail, staff.locale));
  } catch {
    throw new AppError(503, AdminMessages.testMailFailed, ErrorCode.SERVICE_UNAVAILABLE);
  } finally {
    await recordStaffAction(deps.db, {
      actorId: actor.id,
      action: 'mail.test',
      targetType: 'mail',
      targetLabel: staff.email.split('@').pop() ?? '',
      at: deps.clock.now(),
    });
  }
  return { to: staff.email };
}

export async function mailFailures(deps: AdministrationDeps) {
  const rows = await latestMailFailures(deps.db);
  return {
    transport: deps.mailer.kind,
    failures: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}

type JobRow = Awaited<ReturnType<typeof findJobs>>['jobs'][number];
const presentJob = (job: JobRow) => ({
  id: job.id,
  kind: job.kind,
  attempts: job.attempts,
  run_at: job.run_at.toISOString(),
  created_at: job.created_at.toISOString(),
  failed_at: job.failed_at?.toISOString() ?? null,
  last_error: job.last_error,
});

export async function listJobs(deps: AdministrationDeps, state: 'queued' | 'failed') {
  const { jobs, counts } = await findJobs(deps.db, state);
  return { ...counts, jobs: jobs.map(presentJob) };
}

export async function retryJob(deps: AdministrationDeps, actor: AuthUser, id: string) {
  const at = deps.clock.now();
  const job = await deps.db.transaction().execute(async (trx) => {
    const requeued = isUuid(id) ? await requeueFailedJob(trx, id, at) : undefined;
    if (!requeued) throw AppError.notFound(AdminMessages.jobNotFound);
    await recordStaffAction(trx, {
      actorId: actor.id,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      targetLabel: requeued.kind,
      at,
    });
    return requeued;
  });
  deps.pokeJobs();
  return presentJob(job);
}
