import type { ModerationQueueItem } from '@ourhood/contract';
import { REASON_LABEL } from '../../lib/safety/safety-api';

export const LINKED_HINT =
  'Made from the same address as another report, or by an account created close in time to another reporter';

/** One decimal at most: weights and scores are sums of fractions, and "1.40" says nothing more. */
export const formatWeight = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A queue item's reports one by one: the reason, what the report counts for, whether it is linked
 * to another (so a moderator can tell a pile-on from independent neighbours), and its note.
 */
export function QueueItemReports({ reports }: { reports: ModerationQueueItem['reports'] }) {
  if (reports.length === 0) return null;
  return (
    <ul aria-label="Reports" className="flex flex-col gap-1">
      {reports.map((report, index) => (
        // Reports carry no id here, and the list is only ever replaced whole by a refetch.
        <li key={index} className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span className="text-fg">{REASON_LABEL[report.reason]}</span>
          <span>· Weight {formatWeight(report.weight)}</span>
          {report.linked ? (
            <>
              <span
                title={LINKED_HINT}
                className="rounded-full border border-line-strong bg-sunken px-2 text-xs font-semibold text-fg"
              >
                Linked
              </span>
              {/* A title reaches neither touch nor every screen reader: the reason is also read out. */}
              <span className="sr-only">{LINKED_HINT}</span>
            </>
          ) : null}
          {report.note ? <span className="basis-full">“{report.note}”</span> : null}
        </li>
      ))}
    </ul>
  );
}
