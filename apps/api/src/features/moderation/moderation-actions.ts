import { moderationNotice, ModerationOutcomeMessages } from '../../lib/notifications/moderation-notices.js';
import type { Kysely } from 'kysely';
import {
  guidelineRules,
  ModerationMessages,
  type ModerationAction,
  type ModerationActionRecord,
  type ReportReason,
  type ReportTargetType,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findContent, setContentHidden, type ContentItem, type ContentKind } from '../../lib/content-kinds/index.js';
import { createNotifications, mergeCreated, type CreatedNotifications } from '../../lib/notifications/index.js';
import { revokeAllSessions } from '../../lib/sessions/sessions.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { targetNotFound, type ModerationDeps } from './moderation-deps.js';
import { presentAction } from './moderation-presenter.js';
import {
  findLatestHide,
  findUserState,
  insertAction,
  lockTarget,
  resolveReports,
  setUserSanction,
  settleAppeals,
} from './moderation-repository.js';

type ActionBody = {
  target_type: ReportTargetType;
  target_id: string;
  action: ModerationAction;
  reason: ReportReason;
  duration_days?: 1 | 7 | 30 | undefined;
  note?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** One action in progress: inside the moderator's transaction, on an item locked for it. */
export interface ActionInProgress {
  trx: Kysely<DB>;
  deps: ModerationDeps;
  moderator: AuthUser;
  body: ActionBody;
  kind: ContentKind;
  target: ContentItem;
  at: Date;
  /** Queues a notice about the item, announced after the commit. */
  notify(recipients: string[], kind: 'moderation_notice' | 'report_outcome', title: string): Promise<void>;
  /** What the action did beyond the item, for the record and for after the commit. */
  effects: ActionEffects;
}

export interface ActionEffects {
  /** When a suspension ends (recorded with the action). */
  endsAt: Date | null;
  /** An account whose sessions ended: its streams close after the commit. */
  sessionsEndedFor: string | null;
  /** A job was queued: the runner looks now. */
  pokeJobs: boolean;
}

/** Nothing wrong: a waiting item is declined (it stays, as its kind says), an automatic hide ends. */
export async function dismissItem({ trx, deps, kind, target, at }: ActionInProgress): Promise<void> {
  if (target.pendingApproval && kind.approval) {
    await kind.approval.settle(trx, target.id, false, { clock: deps.clock, at });
  }
  // An automatic hide ends with the review that finds nothing wrong.
  const hide = await findLatestHide(trx, target.type, target.id);
  if (target.hidden && hide?.automatic) await setContentHidden(trx, kind, target, null);
  await settleAppeals(trx, target.type, target.id, 'denied', at);
}

/** Hidden for everyone but its author, who is told the rule and may appeal once. */
export async function hideItem({ trx, kind, target, body, at, notify }: ActionInProgress): Promise<void> {
  await setContentHidden(trx, kind, target, at);
  await settleAppeals(trx, target.type, target.id, 'denied', at);
  if (target.authorId) {
    const rule = guidelineRules[body.reason];
    await notify([target.authorId], 'moderation_notice', moderationNotice('hidden', { kind: kind.label, rule }));
  }
}

/** Shown again (an account also leaves its suspension or ban); its appeals are granted. */
export async function restoreItem({ trx, kind, target, at, notify }: ActionInProgress): Promise<void> {
  if (kind.account) {
    await setUserSanction(trx, target.id, { suspended_until: null, banned_at: null, hidden_at: null });
  } else {
    await setContentHidden(trx, kind, target, null);
  }
  await settleAppeals(trx, target.type, target.id, 'granted', at);
  if (target.authorId) {
    await notify([target.authorId], 'moderation_notice', moderationNotice('restored', { kind: kind.label }));
  }
}

/** A waiting item published (a city-wide urgent alert); 409 when nothing waits. */
export async function approveItem({ trx, deps, kind, target, at, effects }: ActionInProgress): Promise<void> {
  if (!kind.approval || !(await kind.approval.settle(trx, target.id, true, { clock: deps.clock, at }))) {
    throw AppError.conflict(ModerationMessages.nothingToApprove);
  }
  effects.pokeJobs = true;
}

/** Suspended for 1, 7 or 30 days (a day unless told). */
export function suspendAccount(action: ActionInProgress): Promise<void> {
  const endsAt = new Date(action.at.getTime() + (action.body.duration_days ?? 1) * DAY_MS);
  return sanctionAccount(action, { suspended_until: endsAt }, endsAt);
}

/** Banned until a moderator restores the account. */
export function banAccount(action: ActionInProgress): Promise<void> {
  return sanctionAccount(action, { banned_at: action.at }, null);
}

/** Accounts only, never staff nor oneself; every session ends at once, and the person is told. */
async function sanctionAccount(
  { trx, deps, moderator, body, kind, target, notify, effects }: ActionInProgress,
  change: { suspended_until: Date } | { banned_at: Date },
  endsAt: Date | null,
): Promise<void> {
  if (!kind.account)
    throw AppError.badRequest(ModerationMessages.userActionOnly, { target_type: ModerationMessages.userActionOnly });
  const user = await findUserState(trx, target.id);
  if (!user) throw targetNotFound();
  if (user.role !== 'member' || user.id === moderator.id)
    throw AppError.conflict(ModerationMessages.cannotModerateStaff);
  await setUserSanction(trx, target.id, change);
  // Every session ends at once (the same path as a password reset), and so its streams.
  await revokeAllSessions(trx, deps.clock, target.id);
  effects.sessionsEndedFor = target.id;
  effects.endsAt = endsAt;
  const rule = guidelineRules[body.reason];
  await notify(
    [target.id],
    'moderation_notice',
    endsAt
      ? moderationNotice('suspended', { date: endsAt.toISOString().slice(0, 10), rule })
      : moderationNotice('banned', { rule }),
  );
}

const ACTIONS: Record<ModerationAction, (action: ActionInProgress) => Promise<void>> = {
  dismiss: dismissItem,
  hide: hideItem,
  restore: restoreItem,
  approve: approveItem,
  suspend: suspendAccount,
  ban: banAccount,
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
  if (!isUuid(body.target_id)) throw targetNotFound();
  const kind = deps.contentKinds.of(body.target_type);
  const target = await findContent(deps.db, deps.contentKinds, body.target_type, body.target_id);
  if (!kind || !target) throw targetNotFound();
  const at = deps.clock.now();
  const effects: ActionEffects = { endsAt: null, sessionsEndedFor: null, pokeJobs: false };
  const created: CreatedNotifications[] = [];
  const record = await deps.db.transaction().execute(async (trx) => {
    const notify: ActionInProgress['notify'] = async (recipients, noticeKind, title) => {
      if (recipients.length === 0) return;
      created.push(
        await createNotifications(trx, {
          recipientIds: recipients,
          kind: noticeKind,
          actorId: null,
          subject: { type: target.type, id: target.id, title },
          at,
        }),
      );
    };
    await lockTarget(trx, target.type, target.id);
    await ACTIONS[body.action]({ trx, deps, moderator, body, kind, target, at, notify, effects });
    const outcome = body.action === 'approve' ? 'dismiss' : body.action;
    const reporters = await resolveReports(trx, target.type, target.id, outcome, at);
    await notify(
      reporters,
      'report_outcome',
      moderationNotice('reportReviewed', { kind: kind.label, outcome: ModerationOutcomeMessages[body.action] }),
    );
    const row = await insertAction(trx, {
      moderatorId: moderator.id,
      type: target.type,
      id: target.id,
      targetUserId: target.authorId,
      action: body.action,
      reason: body.reason,
      note: body.note ?? '',
      durationDays: body.action === 'suspend' ? (body.duration_days ?? 1) : null,
      endsAt: effects.endsAt,
      privateContent: target.privateContent,
      automatic: false,
      at,
    });
    return presentAction(row);
  });
  if (effects.sessionsEndedFor) await deps.notifications.announceSessionsEnded(effects.sessionsEndedFor);
  if (effects.pokeJobs) deps.jobs.poke();
  await deps.notifications.announce(mergeCreated(...created));
  return record;
}
