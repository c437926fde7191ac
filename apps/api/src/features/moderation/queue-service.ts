import { pageMetadata, type ModerationQueueItem, type PageMetadata, type ReportReason } from '@ourhood/contract';
import { findContent } from '../../lib/content-kinds/index.js';
import { findTrustFacts, trustLevel } from '../../lib/trust/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { ModerationDeps } from './moderation-deps.js';
import { listQueue, type AwaitingApproval } from './moderation-repository.js';
import { findQueueAuthors, openAppealsFor, openReportsFor, targetKey } from './queue-repository.js';
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
  // The entries' content one by one (each kind reads its own table); the rest for the whole page.
  const targets = await Promise.all(
    rows.map((entry) => findContent(deps.db, deps.contentKinds, entry.target_type, entry.target_id)),
  );
  const authorIds = targets.flatMap((target) => (target?.authorId ? [target.authorId] : []));
  const [reportsByTarget, appealsByTarget, authors, trustFacts] = await Promise.all([
    openReportsFor(deps.db, rows),
    openAppealsFor(deps.db, rows),
    findQueueAuthors(deps.db, authorIds),
    findTrustFacts(deps.db, [...new Set(authorIds)], deps.clock.now()),
  ]);
  const data: ModerationQueueItem[] = [];
  for (const [index, entry] of rows.entries()) {
    const target = targets[index];
    const reports = reportsByTarget.get(targetKey(entry)) ?? [];
    const counts = new Map<ReportReason, number>();
    for (const report of reports)
      counts.set(report.reason as ReportReason, (counts.get(report.reason as ReportReason) ?? 0) + 1);
    const author = target?.authorId ? authors.get(target.authorId) : undefined;
    const appeals = appealsByTarget.get(targetKey(entry)) ?? [];
    const authorTrust = target?.authorId ? trustFacts.get(target.authorId) : undefined;
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
        actions: Number(author?.actions ?? 0),
        reports_against: Number(author?.reports_against ?? 0),
        suspended_until:
          author?.suspended_until && author.suspended_until > deps.clock.now()
            ? author.suspended_until.toISOString()
            : null,
        banned: author?.banned_at != null,
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
