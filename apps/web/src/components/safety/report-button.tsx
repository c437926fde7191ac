import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ReportTargetType } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The form (reasons, note, the report call) loads when Report is first pressed: every post card
// shows the button, and the dashboard's first load stays within its budget.
const ReportDialog = lazyWithMessages(() => import('./report-dialog'));

/** "Report" for a post, comment, profile, alert or event (issue 17). */
export function ReportButton({
  targetType,
  targetId,
  label,
  className,
}: {
  targetType: ReportTargetType;
  targetId: string;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={className ?? 'inline-flex items-center gap-1 text-sm text-muted hover:text-fg'}
      >
        <Flag className="h-4 w-4" aria-hidden />
        {label ?? t`Report`}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
