import { useState, type FormEvent } from 'react';
import type { ReportReason, ReportTargetType } from '@ourhood/contract';
import { reportReasons } from '@ourhood/contract/constants';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { REASON_LABEL, safetyApi } from '../../lib/safety/safety-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** The report form: a reason and an optional note (issue 17); loaded when Report is first pressed. */
export default function ReportDialog({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onClose(): void;
}) {
  const { t } = useLingui();
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
      setNote('');
      onClose();
    } catch (error) {
      toast(errorMessage(error, t`Could not send the report.`), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Modal open title={t`Report to the moderators`} onClose={onClose}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-fg">
              <Trans>Why?</Trans>
            </legend>
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
            label={t`Note (optional)`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={busy}>
              <Trans>Send report</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
