import type { ModerationQueueItem } from '@ourhood/contract';
import { REASON_LABEL } from '../../lib/safety/safety-api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export const LINKED_HINT = msg`Made from the same address as another report, or by an account created close in time to another reporter`;

/** One decimal at most: weights and scores are sums of fractions, and "1.40" says nothing more. */
export const formatWeight = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A queue item's reports one by one: the reason, what the report counts for, whether it is linked
 * to another (so a moderator can tell a pile-on from independent neighbours), and its note.
 */
export function QueueItemReports({ reports }: { reports: ModerationQueueItem['reports'] }) {
  const { t } = useLingui();
  if (reports.length === 0) return null;
  const linkedHint = t(LINKED_HINT);
  return (
    <ul aria-label={t`Reports`} className="flex flex-col gap-1">
      {reports.map((report, index) => {
        const weight = formatWeight(report.weight);
        return (
          // Reports carry no id here, and the list is only ever replaced whole by a refetch.
          <li key={index} className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            <span className="text-fg">{REASON_LABEL[report.reason]}</span>
            <span>
              <Trans>· Weight {weight}</Trans>
            </span>
            {report.linked ? (
              <>
                <span
                  title={linkedHint}
                  className="rounded-full border border-line-strong bg-sunken px-2 text-xs font-semibold text-fg"
                >
                  <Trans>Linked</Trans>
                </span>
                {/* A title reaches neither touch nor every screen reader: the reason is also read out. */}
                <span className="sr-only">{linkedHint}</span>
              </>
            ) : null}
            {report.note ? <span className="basis-full">“{report.note}”</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
