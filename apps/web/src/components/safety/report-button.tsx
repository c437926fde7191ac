import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { reportReasons, type ReportReason, type ReportTargetType } from '@ourhood/contract';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { REASON_LABEL, safetyApi } from '../../lib/safety/safety-api';

/** "Report" for a post, comment, profile or alert: a reason and an optional note (issue 17). */
export function ReportButton({
  targetType,
  targetId,
  label = 'Report',
  className,
}: {
  targetType: ReportTargetType;
  targetId: string;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await safetyApi.report({
        target_type: targetType,
        target_id: targetId,
        reason,
        note: note || undefined,
      });
      toast(answer.message, { tone: 'success' });
      setOpen(false);
      setNote('');
    } catch (error) {
      toast(errorMessage(error, 'Could not send the report.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={className ?? 'inline-flex items-center gap-1 text-sm text-muted hover:text-fg'}
      >
        <Flag className="h-4 w-4" aria-hidden />
        {label}
      </button>
      <Modal open={open} title="Report to the moderators" onClose={() => setOpen(false)}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-fg">Why?</legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {REASON_LABEL[value]}
              </label>
            ))}
          </fieldset>
          <Textarea
            label="Note (optional)"
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Send report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
