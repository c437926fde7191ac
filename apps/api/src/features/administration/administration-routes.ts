import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMessages, pageMetadata } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { mailContextOf } from '../../lib/mail/templates.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok, okPage } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import type { AdministrationDeps, AdministrationOptions } from './administration-deps.js';
import {
  accountDetail,
  approve,
  changeRole,
  deleteByStaff,
  listAccounts,
  listAwaiting,
  signOutEverywhere,
} from './accounts-service.js';
import { countAuditLog, readAuditLog } from './audit-log-repository.js';
import { presentAuditEntry } from './administration-presenter.js';
import { getInstance, listJobs, mailFailures, retryJob, sendTest, updateInstance } from './operations-service.js';
import { replaceLogo } from './logo-service.js';
import { adminStats } from './stats-service.js';
import { storageStatsReader } from './storage-stats.js';

/** The logo's display size (the header and sign-up show it small) and its thumbnail. */
const LOGO_DISPLAY_SIZE = 512;
const LOGO_THUMBNAIL_SIZE = 128;

/** Administration in the browser (issue 43, decision 0080): every /admin screen's API. */
export async function administrationRoutes(fastify: FastifyInstance, options: AdministrationOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['administration']);
  const deps: AdministrationDeps = {
    // Read per request (tests count statements through a wrapped handle).
    get db() {
      return app.database.db;
    },
    clock: app.clock,
    log: app.log,
    timeZone: app.config.DEFAULT_TIME_ZONE,
    mailer: app.mailer,
    mail: mailContextOf(app.config, app.instanceDefaults),
    storage: app.mediaStorage,
    storageDriver: app.config.MEDIA_STORAGE,
    accountDeletionParts: options.accountDeletionParts,
    announceSessionsEnded: (userId) => app.notifications.announceSessionsEnded(userId),
    pokeJobs: () => app.jobs.poke(),
    refreshDefaults: () => app.instanceDefaults.refresh(),
  };
  const storageStats = storageStatsReader(deps.storage, deps.storageDriver, deps.clock);

  serve(
    apiRoutes.getInstance,
    { summary: "Public: the instance's name, description, rules, contact, defaults and sign-up policy." },
    async () => ok(AdminMessages.instanceLoaded, await getInstance(deps)),
  );
  serve(
    apiRoutes.updateInstance,
    {
      summary: 'Admins: change any of the instance settings and the sign-up policy; the audit log names what changed.',
    },
    async (request) => ok(AdminMessages.instanceUpdated, await updateInstance(deps, signedIn(request), request.body)),
  );
  serve(
    apiRoutes.uploadInstanceLogo,
    {
      summary: 'Admins: the logo, multipart with one image in the file field `logo` (metadata stripped).',
      errors: [413, 415],
    },
    async (request) => {
      const upload = await readMultipart(request, {
        storage: deps.storage,
        limits: imageLimitsFrom(app.config),
        maxFiles: 1,
        fileField: 'logo',
        displaySize: LOGO_DISPLAY_SIZE,
        thumbnailSize: LOGO_THUMBNAIL_SIZE,
      });
      return ok(AdminMessages.logoSaved, await replaceLogo(deps, signedIn(request), upload));
    },
  );
  serve(apiRoutes.removeInstanceLogo, { summary: 'Admins: remove the logo.' }, async (request) =>
    ok(AdminMessages.logoRemoved, await replaceLogo(deps, signedIn(request), null)),
  );
  serve(
    apiRoutes.adminStats,
    {
      summary:
        'Admins: the overview series per day over 7, 30 or 90 days (today included): sign-ups, active neighbours, posts, reports and outcomes, suspensions, e-mail sent and failed.',
    },
    async (request) => ok(AdminMessages.statsLoaded, await adminStats(deps, request.query.days)),
  );
  serve(
    apiRoutes.adminAccounts,
    { summary: 'Admins: accounts by name, business name or e-mail (part of it), newest first, with a filter.' },
    async (request) => {
      const { data, total } = await listAccounts(deps, request.query);
      return okPage(AdminMessages.accountsLoaded, {
        data,
        metadata: pageMetadata(request.query.page, request.query.limit, total),
      });
    },
  );
  serve(
    apiRoutes.adminAccount,
    { summary: 'Admins: one account: profile, live sessions, reports by and against it, and staff actions about it.' },
    async (request) => ok(AdminMessages.accountLoaded, await accountDetail(deps, request.params.id)),
  );
  serve(
    apiRoutes.setAccountRole,
    {
      summary: 'Admins: make an account a member, moderator or admin (not your own; the last admin stays).',
      errors: [409],
    },
    async (request) =>
      ok(AdminMessages.roleUpdated, await changeRole(deps, signedIn(request), request.params.id, request.body)),
  );
  serve(
    apiRoutes.signOutAccount,
    { summary: 'Admins: end every session and open stream of an account, in every process.', errors: [409] },
    async (request) =>
      ok(
        AdminMessages.signedOutEverywhere,
        await signOutEverywhere(deps, signedIn(request), request.params.id, request.body.reason ?? ''),
      ),
  );
  serve(
    apiRoutes.deleteAccountByAdmin,
    { summary: 'Admins: delete an account and everything it shared, as its owner would.', errors: [409] },
    async (request) =>
      ok(
        AdminMessages.accountDeleted,
        await deleteByStaff(deps, signedIn(request), request.params.id, request.body.reason ?? ''),
      ),
  );
  serve(
    apiRoutes.awaitingAccounts,
    { summary: 'Moderators and admins: sign-ups waiting for approval (registration policy `approval`), oldest first.' },
    async () => {
      const data = await listAwaiting(deps);
      return okPage(AdminMessages.accountsLoaded, { data, metadata: pageMetadata(1, 100, data.length) });
    },
  );
  serve(
    apiRoutes.approveAccount,
    {
      summary: 'Moderators and admins: let a waiting sign-up in; it is e-mailed. 409 when it was not waiting.',
      errors: [409],
    },
    async (request) =>
      ok(
        AdminMessages.accountApproved,
        await approve(deps, signedIn(request), request.params.id, request.body.reason ?? ''),
      ),
  );
  serve(
    apiRoutes.rejectAccount,
    {
      summary: 'Moderators and admins: decline a waiting sign-up; the account is removed. 409 when it was not waiting.',
      errors: [409],
    },
    async (request) =>
      ok(
        AdminMessages.accountRejected,
        await deleteByStaff(deps, signedIn(request), request.params.id, request.body.reason ?? '', 'account.reject'),
      ),
  );
  serve(
    apiRoutes.auditLog,
    {
      summary:
        "Admins: every staff action, newest first: moderators' and admins' moderation actions and the other staff actions.",
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([
        readAuditLog(deps.db, { limit, offset: (page - 1) * limit }),
        countAuditLog(deps.db),
      ]);
      return okPage(AdminMessages.auditLogLoaded, {
        data: rows.map(presentAuditEntry),
        metadata: pageMetadata(page, limit, total),
      });
    },
  );
  serve(
    apiRoutes.sendTestMail,
    { summary: 'Admins: send a test e-mail to your own address; 503 when the mail server refuses.', errors: [503] },
    async (request) => ok(AdminMessages.testMailSent, await sendTest(deps, signedIn(request))),
  );
  serve(
    apiRoutes.mailFailures,
    { summary: "Admins: the transport in use and the latest delivery failures (recipient's domain only)." },
    async () => ok(AdminMessages.mailFailuresLoaded, await mailFailures(deps)),
  );
  serve(
    apiRoutes.adminJobs,
    { summary: 'Admins: queued or failed background jobs (100 at most), with how many of each.' },
    async (request) => ok(AdminMessages.jobsLoaded, await listJobs(deps, request.query.state)),
  );
  serve(apiRoutes.retryJob, { summary: 'Admins: run a failed job again now.' }, async (request) =>
    ok(AdminMessages.jobRetried, await retryJob(deps, signedIn(request), request.params.id)),
  );
  serve(
    apiRoutes.storageStats,
    { summary: 'Admins: stored media files and bytes, by variant (measured at most once a minute).' },
    async () => ok(AdminMessages.storageLoaded, await storageStats()),
  );
}
