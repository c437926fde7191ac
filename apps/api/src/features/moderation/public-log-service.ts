import {
  AUTOMATIC_HIDE_LABEL,
  guidelineRules,
  moderationOutcomeLabels,
  pageMetadata,
  type ModerationLogEntry,
  type PageMetadata,
  type ReportReason,
  type ReportTargetType,
} from '@ourhood/contract';
import type { ModerationDeps } from './moderation-deps.js';
import { listPublicLog } from './moderation-repository.js';

/**
 * The public log: what was done and under which rule; never who reported or who decided, nor the
 * kinds kept out of it (direct messages) or a private group's content.
 */
export async function getPublicLog(
  deps: Pick<ModerationDeps, 'db' | 'contentKinds'>,
  query: { page: number; limit: number },
): Promise<{ data: ModerationLogEntry[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const types = deps.contentKinds.all.filter((kind) => kind.inPublicLog).map((kind) => kind.type);
  const { rows, total } = await listPublicLog(deps.db, types, limit, (page - 1) * limit);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      id: row.id,
      action: row.action,
      automatic: row.automatic,
      label: row.automatic ? AUTOMATIC_HIDE_LABEL : moderationOutcomeLabels[row.action],
      rule: guidelineRules[row.reason as ReportReason] ?? guidelineRules.other,
      content_kind: row.target_type as ReportTargetType,
      duration_days: row.duration_days,
      created_at: row.created_at.toISOString(),
    })),
    metadata: pageMetadata(page, limit, total),
  };
}
