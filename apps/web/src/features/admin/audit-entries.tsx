import type { AuditEntry } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { RelativeTime } from '../../components/ui/relative-time';
import { ACTION_LABEL } from './admin-labels';

/** Staff actions as lines: who, what (and on what), why, when. */
export function AuditEntries({ entries, empty }: { entries: readonly AuditEntry[]; empty: string }) {
  const { t } = useLingui();
  if (entries.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {entries.map((entry) => (
        <li
          key={`${entry.source}-${entry.id}`}
          className="flex flex-col gap-0.5 py-2 text-sm"
          data-testid="audit-entry"
        >
          <p className="text-fg">
            <span className="font-semibold">
              {entry.actor?.name ?? t`Command line, automatic or a deleted account`}
            </span>{' '}
            {ACTION_LABEL[entry.action] ?? entry.action}
            {entry.target_label ? ` · ${entry.target_label}` : entry.target_type ? ` · ${entry.target_type}` : ''}
          </p>
          {entry.reason ? <p className="text-muted">{entry.reason}</p> : null}
          <RelativeTime iso={entry.created_at} className="text-xs text-muted" />
        </li>
      ))}
    </ol>
  );
}
