import { moderationNotice } from '../../lib/notifications/moderation-notices.js';
import { createHmac } from 'node:crypto';
import { TrustLevel, type CreateReportBody, type Report } from '@ourhood/contract';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { findContent, setContentHidden, type ContentItem } from '../../lib/content-kinds/index.js';
import { createNotifications, type CreatedNotifications } from '../../lib/notifications/index.js';
import { allowancesFor, findTrustFacts, trustLevel } from '../../lib/trust/index.js';
import { isUuid } from '../../lib/uuid.js';
import { isModerator, type AuthUser } from '../../plugins/authenticate.js';
import { targetNotFound, type ModerationDeps } from './moderation-deps.js';
import { presentReport } from './moderation-presenter.js';
import { accuracyFactor, NEVER_HIDDEN_AUTOMATICALLY, reportScore } from './report-score.js';
import { linkReports, openReportWeights, reporterAccuracy, wasKeptAgainst } from './report-scores-repository.js';
import { findOpenReport, insertAction, insertReport, lockTarget, openReportStats } from './moderation-repository.js';

/**
 * A target the reporter may see: it exists, is not theirs, is not across a block, and its kind lets
 * them see it (a private group's member, a conversation's participant). Anything else is 404, like
 * a missing id.
 */
async function reportableTarget(deps: ModerationDeps, reporter: AuthUser, type: string, id: string) {
  if (!isUuid(id)) throw targetNotFound();
  const kind = deps.contentKinds.of(type);
  const target = kind ? await findContent(deps.db, deps.contentKinds, type, id) : undefined;
  if (!kind || !target) throw targetNotFound();
  if (target.authorId === reporter.id) throw targetNotFound();
  if (target.hidden && !isModerator(reporter)) throw targetNotFound();
  if (target.authorId && (await isBlockedEitherWay(deps.db, reporter.id, target.authorId))) {
    // Someone who blocked an account may still report what it did before; its content is gone for
    // them either way. Blocked one way or the other, the item does not exist for the reporter.
    throw targetNotFound();
  }
  if (kind.visibleTo && !(await kind.visibleTo(deps.db, target, reporter.id))) throw targetNotFound();
  return { kind, target };
}

/** The reporter's weight now: their trust level and past accuracy; 0 once a moderator kept the item against them. */
async function reporterWeight(
  deps: ModerationDeps,
  trx: ModerationDeps['db'],
  reporter: AuthUser,
  target: { type: string; id: string },
  at: Date,
): Promise<{ weight: number; level: TrustLevel }> {
  const facts = (await findTrustFacts(trx, [reporter.id], at)).get(reporter.id);
  const level = facts ? trustLevel(facts, deps.trust, at) : TrustLevel.new;
  if (await wasKeptAgainst(trx, reporter.id, target.type, target.id)) return { weight: 0, level };
  const base = allowancesFor(level, deps.trust, facts?.staff ?? false).report_weight;
  const { agreed, rejected } = await reporterAccuracy(trx, reporter.id);
  return { weight: Math.round(base * accuracyFactor(agreed, rejected) * 100) / 100, level };
}

/**
 * POST /reports. One open report per reporter and item: a repeat answers the open report (200,
 * `created: false`). Each report counts by its reporter's trust and accuracy, damped when linked to
 * another (decision 0068); at the score threshold the item is hidden until reviewed, except the
 * kinds that wait for a moderator (a profile, an organization page, a group).
 */
export async function createReport(
  deps: ModerationDeps,
  reporter: AuthUser,
  body: CreateReportBody,
  address: string,
): Promise<{ report: Report; created: boolean }> {
  const { kind, target } = await reportableTarget(deps, reporter, body.target_type, body.target_id);
  const at = deps.clock.now();
  const addressHash = createHmac('sha256', await deps.addressKey())
    .update(address)
    .digest('base64url');
  let announce: CreatedNotifications | undefined;
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockTarget(trx, target.type, target.id);
    const existing = await findOpenReport(trx, reporter.id, target.type, target.id);
    if (existing) return { report: presentReport(existing), created: false };
    const { weight, level } = await reporterWeight(deps, trx, reporter, target, at);
    const row = await insertReport(trx, {
      reporterId: reporter.id,
      type: target.type,
      id: target.id,
      targetUserId: target.authorId,
      reason: body.reason,
      note: body.note ?? '',
      at,
      weight,
      reporterLevel: level,
      address: addressHash,
    });
    await linkReports(
      trx,
      { id: row.id, type: target.type, targetId: target.id, reporterId: reporter.id, address: addressHash },
      at,
    );
    const score = reportScore(await openReportWeights(trx, target.type, target.id), deps.trust.newReportsCap);
    if (score >= deps.autoHideThreshold && !target.hidden && !NEVER_HIDDEN_AUTOMATICALLY.has(target.type)) {
      // Hidden until a moderator reviews it; the reports stay open in the queue.
      const stats = await openReportStats(trx, target.type, target.id);
      await setContentHidden(trx, kind, target, at);
      await insertAction(trx, {
        moderatorId: null,
        type: target.type,
        id: target.id,
        targetUserId: target.authorId,
        action: 'hide',
        reason: stats.topReason,
        note: `Hidden pending review: reports scored ${score}`,
        durationDays: null,
        endsAt: null,
        privateContent: target.privateContent,
        automatic: true,
        at,
      });
      if (target.authorId) announce = await noticeOfAutomaticHide(trx, target.authorId, target, kind.label, at);
    }
    return { report: presentReport(row), created: true };
  });
  if (announce) await deps.notifications.announce(announce);
  return result;
}

function noticeOfAutomaticHide(
  trx: Parameters<typeof createNotifications>[0],
  authorId: string,
  target: ContentItem,
  label: string,
  at: Date,
): Promise<CreatedNotifications> {
  return createNotifications(trx, {
    recipientIds: [authorId],
    kind: 'moderation_notice',
    actorId: null,
    subject: {
      type: target.type,
      id: target.id,
      title: moderationNotice('hiddenAutomatically', { kind: label }),
    },
    at,
  });
}
