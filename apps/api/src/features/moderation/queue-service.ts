import { pageMetadata, type ModerationQueueItem, type PageMetadata, type ReportReason } from '@ourhood/contract';
import { findContent } from '../../lib/content-kinds/index.js';
import { findTrustFacts, trustLevel } from '../../lib/trust/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { ModerationDeps } from './moderation-deps.js';
import {
  authorHistory,
  findAuthorBlock,
  listQueue,
  openAppealsOf,
  openReportsOf,
  type AwaitingApproval,
} from './moderation-repository.js';
import { reportScore } from './report-score.js';

/** GET /moderation/queue: items with open reports, open appeals or awaiting approval, one entry each. */
export async function getQueue(
  deps: ModerationDeps,
  query: { page: number; limit: number; sort: 'most_reported' | 'newest' },
): Promise<{ data: ModerationQueueItem[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const awaiting: AwaitingApproval[] = deps.contentKinds.all.flatMap((kind) =>
    kind.approval ? [{ type: kind.type, items: kind.approval.awaiting() }] : [],
  );
  const { rows, total } = await listQueue(deps.db, awaiting, query.sort, limit, (page - 1) * limit);
  const data: ModerationQueueItem[] = [];
  for (const entry of rows) {
    const target = await findContent(deps.db, deps.contentKinds, entry.target_type, entry.target_id);
    const reports = await openReportsOf(deps.db, entry.target_type, entry.target_id);
    const counts = new Map<ReportReason, number>();
    for (const report of reports)
      counts.set(report.reason as ReportReason, (counts.get(report.reason as ReportReason) ?? 0) + 1);
    const author = target?.authorId ? await findAuthorBlock(deps.db, target.authorId) : undefined;
    const history = target?.authorId ? await authorHistory(deps.db, target.authorId) : undefined;
    const appeals = await openAppealsOf(deps.db, entry.target_type, entry.target_id);
    const authorTrust = target?.authorId
      ? (await findTrustFacts(deps.db, [target.authorId], deps.clock.now())).get(target.authorId)
      : undefined;
    const scored = reports.map((report) => ({
      weight: Number(report.weight),
      linked: report.linked,
      reporterLevel: report.reporter_level,
    }));
    data.push({
      target_type: entry.target_type,
      target_id: entry.target_id,
      report_count: entry.report_count,
      score: reportScore(scored, deps.trust.newReportsCap),
      last_activity_at: entry.last_at.toISOString(),
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      reports: reports.map((report) => ({
        reason: report.reason as ReportReason,
        note: report.note,
        created_at: report.created_at.toISOString(),
        weight: Math.round(Number(report.weight) * 100) / 100,
        linked: report.linked,
      })),
      content: {
        text: target?.text ?? '(deleted)',
        context: target?.context ?? '',
        url: target?.url ?? null,
        hidden: target?.hidden ?? false,
        created_at: target?.createdAt?.toISOString() ?? null,
      },
      author: author ? presentAuthor(author, deps.urlFor) : null,
      author_trust_level: authorTrust ? trustLevel(authorTrust, deps.trust, deps.clock.now()) : null,
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
