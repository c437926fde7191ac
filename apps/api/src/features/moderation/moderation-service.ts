import type { Kysely } from 'kysely';
import {
  createAppealBodySchema,
  guidelineRules,
  ModerationMessages,
  pageMetadata,
  type Appeal,
  type CreateReportBody,
  type ModerationAccount,
  type ModerationAction,
  type ModerationActionRecord,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type PageMetadata,
  type Report,
  type ReportReason,
  type ReportTargetType,
} from '@ourhood/contract';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { ALERT_FANOUT_JOB } from '../../lib/alerts/index.js';
import { AppError } from '../../lib/app-error.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import type { Clock } from '../../lib/clock.js';
import { findPostAccess } from '../../lib/groups/group-access.js';
import { enqueueJob, type JobRunner } from '../../lib/jobs/index.js';
import {
  createNotifications,
  mergeCreated,
  type CreatedNotifications,
  type NotificationHub,
} from '../../lib/notifications/index.js';
import { revokeAllSessions } from '../../lib/sessions/sessions.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import { isUuid } from '../../lib/uuid.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { assertUnderLimit, recordEvent, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { isModerator, type AuthUser } from '../../plugins/authenticate.js';
import {
  authorHistory,
  findAction,
  findAuthorBlock,
  findLatestAccountSanction,
  findLatestAppealable,
  findLatestHide,
  findOpenReport,
  findSanctionedAccount,
  findUserState,
  insertAction,
  insertAppeal,
  insertReport,
  listPublicLog,
  listStaffAndSanctioned,
  listQueue,
  lockTarget,
  openAppealsOf,
  openReportsOf,
  openReportStats,
  resolveReports,
  setUserSanction,
  settleAppeals,
  settlePendingAlert,
  type ActionRow,
  type ReportRow,
} from './moderation-repository.js';
import { isMessageParticipant } from '../../lib/messages/index.js';
import { findTarget, isHideable, setHidden, type ModerationTarget } from './moderation-targets.js';

export interface ModerationDeps {
  db: Kysely<DB>;
  clock: Clock;
  notifications: NotificationHub;
  jobs: JobRunner;
  urlFor: UrlFor;
  /** Distinct reporters that hide an item until a moderator reviews it (config). */
  autoHideThreshold: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => AppError.notFound(ModerationMessages.targetNotFound);

const KIND_LABEL: Record<ReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  user: 'profile',
  organization: 'organization page',
  rental_request: 'rental request',
  group: 'group',
  event: 'event',
  alert: 'alert',
  marketplace_item: 'marketplace item',
  review: 'review',
  message: 'message',
};

function presentReport(row: ReportRow): Report {
  return {
    _id: row.id,
    id: row.id,
    target_type: row.target_type as ReportTargetType,
    target_id: row.target_id,
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status,
    outcome: row.outcome,
    created_at: row.created_at.toISOString(),
  };
}

function presentAction(row: ActionRow): ModerationActionRecord {
  const reason = row.reason as ReportReason;
  return {
    _id: row.id,
    id: row.id,
    target_type: row.target_type as ReportTargetType,
    target_id: row.target_id,
    action: row.action,
    reason,
    rule: guidelineRules[reason] ?? guidelineRules.other,
    duration_days: row.duration_days,
    ends_at: row.ends_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A target the reporter may see: it exists, is not theirs, is not across a block, and (for a
 * private group's post or comment) they belong to the group. Anything else is 404, like a missing id.
 */
async function reportableTarget(deps: ModerationDeps, reporter: AuthUser, type: ReportTargetType, id: string) {
  if (!isUuid(id)) throw notFound();
  const target = await findTarget(deps.db, type, id);
  if (!target) throw notFound();
  if (target.authorId === reporter.id) throw notFound();
  if (target.hidden && !isModerator(reporter)) throw notFound();
  if (target.authorId && (await isBlockedEitherWay(deps.db, reporter.id, target.authorId))) {
    // Someone who blocked an account may still report what it did before; its content is gone for
    // them either way. Blocked one way or the other, the item does not exist for the reporter.
    throw notFound();
  }
  if (target.privateContent && (type === 'post' || type === 'comment')) {
    const postId = type === 'post' ? id : await postOfComment(deps.db, id);
    const access = postId ? await findPostAccess(deps.db, postId, reporter.id) : null;
    if (!access?.readable) throw notFound();
  }
  // A direct message: only a participant of its conversation (its recipient: authors are refused above).
  if (type === 'message' && !(await isMessageParticipant(deps.db, id, reporter.id))) throw notFound();
  if (target.privateContent && type === 'group') {
    const member = await deps.db
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', id)
      .where('user_id', '=', reporter.id)
      .executeTakeFirst();
    if (!member) throw notFound();
  }
  return target;
}

async function postOfComment(db: Kysely<DB>, commentId: string): Promise<string | undefined> {
  const row = await db.selectFrom('comments').select('post_id').where('id', '=', commentId).executeTakeFirst();
  return row?.post_id;
}

/**
 * POST /reports. One open report per reporter and item: a repeat answers the open report (200,
 * `created: false`). At the threshold of distinct reporters the item is hidden until reviewed.
 */
export async function createReport(
  deps: ModerationDeps,
  reporter: AuthUser,
  body: CreateReportBody,
): Promise<{ report: Report; created: boolean }> {
  const target = await reportableTarget(deps, reporter, body.target_type, body.target_id);
  const at = deps.clock.now();
  let announce: CreatedNotifications | undefined;
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockTarget(trx, target.type, target.id);
    const existing = await findOpenReport(trx, reporter.id, target.type, target.id);
    if (existing) return { report: presentReport(existing), created: false };
    const row = await insertReport(trx, {
      reporterId: reporter.id,
      type: target.type,
      id: target.id,
      targetUserId: target.authorId,
      reason: body.reason,
      note: body.note ?? '',
      at,
    });
    const stats = await openReportStats(trx, target.type, target.id);
    if (stats.reporters >= deps.autoHideThreshold && !target.hidden && isHideable(target.type)) {
      // Hidden until a moderator reviews it; the reports stay open in the queue.
      await setHidden(trx, target.type, target.id, at);
      await insertAction(trx, {
        moderatorId: null,
        type: target.type,
        id: target.id,
        targetUserId: target.authorId,
        action: 'hide',
        reason: stats.topReason,
        note: 'Hidden automatically after reports from several neighbours',
        durationDays: null,
        endsAt: null,
        privateContent: target.privateContent,
        automatic: true,
        at,
      });
      if (target.authorId) {
        announce = await createNotifications(trx, {
          recipientIds: [target.authorId],
          kind: 'moderation_notice',
          actorId: null,
          subject: {
            type: target.type,
            id: target.id,
            title: `Your ${KIND_LABEL[target.type]} was hidden after reports from several neighbours, until a moderator reviews it. You can appeal once.`,
          },
          at,
        });
      }
    }
    return { report: presentReport(row), created: true };
  });
  if (announce) await deps.notifications.announce(announce);
  return result;
}

type ActionBody = {
  target_type: ReportTargetType;
  target_id: string;
  action: ModerationAction;
  reason: ReportReason;
  duration_days?: 1 | 7 | 30 | undefined;
  note?: string | undefined;
};

const OUTCOME: Record<ModerationAction, string> = {
  dismiss: 'reviewed: no action was needed',
  hide: 'the content was hidden',
  restore: 'the content was restored',
  approve: 'the alert was approved',
  suspend: 'the account was suspended',
  ban: 'the account was banned',
};

/**
 * POST /moderation/actions (moderators and admins). Every action is recorded (the public log),
 * closes the item's open reports (their reporters are told the outcome) and settles its appeals.
 */
export async function takeAction(
  deps: ModerationDeps,
  moderator: AuthUser,
  body: ActionBody,
): Promise<ModerationActionRecord> {
  if (!isUuid(body.target_id)) throw notFound();
  const target = await findTarget(deps.db, body.target_type, body.target_id);
  if (!target) throw notFound();
  const at = deps.clock.now();
  let sessionsEndedFor: string | null = null;
  let queuedFanOut = false;
  const created: CreatedNotifications[] = [];
  const notify = async (
    trx: Kysely<DB>,
    recipients: string[],
    kind: 'moderation_notice' | 'report_outcome',
    title: string,
  ) => {
    if (recipients.length === 0) return;
    created.push(
      await createNotifications(trx, {
        recipientIds: recipients,
        kind,
        actorId: null,
        subject: { type: target.type, id: target.id, title },
        at,
      }),
    );
  };
  const record = await deps.db.transaction().execute(async (trx) => {
    await lockTarget(trx, target.type, target.id);
    const label = KIND_LABEL[target.type];
    const rule = guidelineRules[body.reason];
    let endsAt: Date | null = null;
    switch (body.action) {
      case 'dismiss': {
        // A pending alert declined: it stays, as an ordinary alert that notifies nobody.
        if (target.type === 'alert' && target.pendingApproval) await settlePendingAlert(trx, target.id, false, at);
        // An automatic hide ends with the review that finds nothing wrong.
        const hide = await findLatestHide(trx, target.type, target.id);
        if (target.hidden && hide?.automatic && isHideable(target.type))
          await setHidden(trx, target.type, target.id, null);
        await settleAppeals(trx, target.type, target.id, 'denied', at);
        break;
      }
      case 'hide': {
        if (!isHideable(target.type)) throw notFound();
        await setHidden(trx, target.type, target.id, at);
        await settleAppeals(trx, target.type, target.id, 'denied', at);
        if (target.authorId) {
          await notify(
            trx,
            [target.authorId],
            'moderation_notice',
            `Your ${label} was hidden by a moderator: ${rule}. You can appeal once.`,
          );
        }
        break;
      }
      case 'restore': {
        if (!isHideable(target.type)) throw notFound();
        if (target.type === 'user') {
          await setUserSanction(trx, target.id, { suspended_until: null, banned_at: null, hidden_at: null });
        } else {
          await setHidden(trx, target.type, target.id, null);
        }
        await settleAppeals(trx, target.type, target.id, 'granted', at);
        if (target.authorId) {
          await notify(trx, [target.authorId], 'moderation_notice', `Your ${label} was restored by a moderator.`);
        }
        break;
      }
      case 'approve': {
        if (target.type !== 'alert' || !(await settlePendingAlert(trx, target.id, true, at))) {
          throw AppError.conflict(ModerationMessages.nothingToApprove);
        }
        await enqueueJob(trx, deps.clock, ALERT_FANOUT_JOB, { alertId: target.id });
        queuedFanOut = true;
        break;
      }
      case 'suspend':
      case 'ban': {
        if (target.type !== 'user')
          throw AppError.badRequest(ModerationMessages.userActionOnly, {
            target_type: ModerationMessages.userActionOnly,
          });
        const user = await findUserState(trx, target.id);
        if (!user) throw notFound();
        if (user.role !== 'member' || user.id === moderator.id)
          throw AppError.conflict(ModerationMessages.cannotModerateStaff);
        if (body.action === 'suspend') {
          endsAt = new Date(at.getTime() + (body.duration_days ?? 1) * DAY_MS);
          await setUserSanction(trx, target.id, { suspended_until: endsAt });
        } else {
          await setUserSanction(trx, target.id, { banned_at: at });
        }
        // Every session ends at once (the same path as a password reset), and so its streams.
        await revokeAllSessions(trx, deps.clock, target.id);
        sessionsEndedFor = target.id;
        await notify(
          trx,
          [target.id],
          'moderation_notice',
          body.action === 'suspend'
            ? `Your account was suspended until ${endsAt!.toISOString().slice(0, 10)}: ${rule}.`
            : `Your account was banned: ${rule}.`,
        );
        break;
      }
    }
    const reporters = await resolveReports(
      trx,
      target.type,
      target.id,
      body.action === 'approve' ? 'dismiss' : body.action,
      at,
    );
    await notify(trx, reporters, 'report_outcome', `Your report of a ${label} was reviewed: ${OUTCOME[body.action]}.`);
    const row = await insertAction(trx, {
      moderatorId: moderator.id,
      type: target.type,
      id: target.id,
      targetUserId: target.authorId,
      action: body.action,
      reason: body.reason,
      note: body.note ?? '',
      durationDays: body.action === 'suspend' ? (body.duration_days ?? 1) : null,
      endsAt,
      privateContent: target.privateContent,
      automatic: false,
      at,
    });
    return presentAction(row);
  });
  if (sessionsEndedFor) await deps.notifications.announceSessionsEnded(sessionsEndedFor);
  if (queuedFanOut) deps.jobs.poke();
  await deps.notifications.announce(mergeCreated(...created));
  return record;
}

/** POST /moderation/appeals: the author of hidden content or a sanctioned account, once per action. */
export async function createAppeal(
  deps: ModerationDeps,
  user: AuthUser,
  body: z.infer<typeof createAppealBodySchema>,
): Promise<Appeal> {
  let action;
  if (body.action_id) {
    if (!isUuid(body.action_id)) throw AppError.notFound(ModerationMessages.actionNotFound);
    action = await findAction(deps.db, body.action_id);
  } else if (body.target_type && body.target_id && isUuid(body.target_id)) {
    action = await findLatestAppealable(deps.db, body.target_type, body.target_id, user.id);
  }
  if (!action || action.target_user_id !== user.id || !['hide', 'suspend', 'ban'].includes(action.action)) {
    throw AppError.notFound(ModerationMessages.actionNotFound);
  }
  const row = await insertAppeal(deps.db, action.id, user.id, body.note, deps.clock.now());
  if (!row) throw AppError.conflict(ModerationMessages.appealExists);
  return {
    _id: row.id,
    id: row.id,
    action_id: row.action_id,
    note: row.note,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A suspended or banned person cannot sign in, so they appeal with their e-mail and password
 * (POST /moderation/appeals/account). A wrong pair answers like an unknown one (401) and counts
 * against the address like a failed sign-in; the right one files one appeal of the newest
 * suspension or ban, and 404 when there is none in force.
 */
export async function appealAccountSanction(
  deps: ModerationDeps,
  body: { email: string; password: string; note: string },
  clientAddress: string,
): Promise<Appeal> {
  const limit = appealAttemptsFrom(clientAddress);
  await assertUnderLimit(deps.db, deps.clock, limit, body.email);
  const account = await findSanctionedAccount(deps.db, body.email);
  const valid = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!account || !valid) {
    await recordEvent(deps.db, deps.clock, limit, body.email);
    throw AppError.unauthorized(ModerationMessages.appealCredentials);
  }
  const sanctioned = account.banned_at !== null || (account.suspended_until ?? new Date(0)) > deps.clock.now();
  const action = sanctioned ? await findLatestAccountSanction(deps.db, account.id) : undefined;
  if (!action) throw AppError.notFound(ModerationMessages.actionNotFound);
  const row = await insertAppeal(deps.db, action.id, account.id, body.note, deps.clock.now());
  if (!row) throw AppError.conflict(ModerationMessages.appealExists);
  return {
    _id: row.id,
    id: row.id,
    action_id: row.action_id,
    note: row.note,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** Failed account appeals per (address): the same guard as failed sign-ins. */
const appealAttemptsFrom = (address: string): EventLimit => ({
  kind: `appeal_fail:${address}`,
  max: 10,
  windowMs: 15 * 60_000,
  message: ModerationMessages.tooManyAttempts,
});

export async function getQueue(
  deps: ModerationDeps,
  query: { page: number; limit: number; sort: 'most_reported' | 'newest' },
): Promise<{ data: ModerationQueueItem[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const { rows, total } = await listQueue(deps.db, query.sort, limit, (page - 1) * limit);
  const data: ModerationQueueItem[] = [];
  for (const entry of rows) {
    const target: ModerationTarget | undefined = await findTarget(deps.db, entry.target_type, entry.target_id);
    const reports = await openReportsOf(deps.db, entry.target_type, entry.target_id);
    const counts = new Map<ReportReason, number>();
    for (const report of reports)
      counts.set(report.reason as ReportReason, (counts.get(report.reason as ReportReason) ?? 0) + 1);
    const author = target?.authorId ? await findAuthorBlock(deps.db, target.authorId) : undefined;
    const history = target?.authorId ? await authorHistory(deps.db, target.authorId) : undefined;
    const appeals = await openAppealsOf(deps.db, entry.target_type, entry.target_id);
    data.push({
      target_type: entry.target_type,
      target_id: entry.target_id,
      report_count: entry.report_count,
      last_activity_at: entry.last_at.toISOString(),
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      reports: reports.map((report) => ({
        reason: report.reason as ReportReason,
        note: report.note,
        created_at: report.created_at.toISOString(),
      })),
      content: {
        text: target?.text ?? '(deleted)',
        context: target?.context ?? '',
        url: target?.url ?? null,
        hidden: target?.hidden ?? false,
        created_at: target?.createdAt?.toISOString() ?? null,
      },
      author: author ? presentAuthor(author, deps.urlFor) : null,
      author_history: {
        actions: Number(history?.actions ?? 0),
        reports_against: Number(history?.reports_against ?? 0),
        suspended_until:
          history?.suspended_until && history.suspended_until > deps.clock.now()
            ? history.suspended_until.toISOString()
            : null,
        banned: history?.banned_at != null,
      },
      appeals: appeals.map((appeal) => ({
        id: appeal.id,
        action_id: appeal.action_id,
        action: appeal.action,
        note: appeal.note,
        created_at: appeal.created_at.toISOString(),
      })),
      awaiting_approval: target?.pendingApproval ?? false,
    });
  }
  return { data, metadata: pageMetadata(page, limit, total) };
}

/** The public log: what was done and under which rule; never who reported or who decided. */
export async function getPublicLog(
  deps: Pick<ModerationDeps, 'db'>,
  query: { page: number; limit: number },
): Promise<{ data: ModerationLogEntry[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const { rows, total } = await listPublicLog(deps.db, limit, (page - 1) * limit);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      id: row.id,
      action: row.action,
      rule: guidelineRules[row.reason as ReportReason] ?? guidelineRules.other,
      content_kind: row.target_type as ReportTargetType,
      duration_days: row.duration_days,
      created_at: row.created_at.toISOString(),
    })),
    metadata: pageMetadata(page, limit, total),
  };
}

/**
 * `npm run admin -- make-moderator <email>` (and `remove-moderator`): an admin stays an admin (they
 * already moderate). Answers the role the account has afterwards.
 */
export async function setModerator(
  db: Kysely<DB>,
  email: string,
  moderator: boolean,
): Promise<'member' | 'moderator' | 'admin'> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) throw AppError.notFound(`No account uses ${email}`);
  if (user.role === 'admin') return 'admin';
  const role = moderator ? 'moderator' : 'member';
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', user.id).execute();
  return role;
}

/** The admin screen: moderators and admins, and accounts suspended now or banned. */
export async function listModerationAccounts(
  deps: Pick<ModerationDeps, 'db' | 'clock' | 'urlFor'>,
): Promise<{ moderators: ModerationAccount[]; sanctioned: ModerationAccount[] }> {
  const now = deps.clock.now();
  const rows = await listStaffAndSanctioned(deps.db, now);
  const present = (row: (typeof rows)[number]): ModerationAccount => ({
    user: presentAuthor(row, deps.urlFor),
    email: row.email,
    role: row.role,
    suspended_until: row.suspended_until && row.suspended_until > now ? row.suspended_until.toISOString() : null,
    banned_at: row.banned_at?.toISOString() ?? null,
  });
  return {
    moderators: rows.filter((row) => row.role !== 'member').map(present),
    sanctioned: rows
      .filter((row) => row.banned_at !== null || (row.suspended_until && row.suspended_until > now))
      .map(present),
  };
}
