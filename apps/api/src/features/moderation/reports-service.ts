import type { CreateReportBody, Report } from '@ourhood/contract';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { findContent, setContentHidden, type ContentItem } from '../../lib/content-kinds/index.js';
import { createNotifications, type CreatedNotifications } from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import { isModerator, type AuthUser } from '../../plugins/authenticate.js';
import { targetNotFound, type ModerationDeps } from './moderation-deps.js';
import { presentReport } from './moderation-presenter.js';
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

/**
 * POST /reports. One open report per reporter and item: a repeat answers the open report (200,
 * `created: false`). At the threshold of distinct reporters the item is hidden until reviewed.
 */
export async function createReport(
  deps: ModerationDeps,
  reporter: AuthUser,
  body: CreateReportBody,
): Promise<{ report: Report; created: boolean }> {
  const { kind, target } = await reportableTarget(deps, reporter, body.target_type, body.target_id);
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
    if (stats.reporters >= deps.autoHideThreshold && !target.hidden) {
      // Hidden until a moderator reviews it; the reports stay open in the queue.
      await setContentHidden(trx, kind, target, at);
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
      title: `Your ${label} was hidden after reports from several neighbours, until a moderator reviews it. You can appeal once.`,
    },
    at,
  });
}
