import { useState, type FormEvent } from 'react';
import type { ReportTargetType } from '@ourhood/contract';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { safetyApi } from '../../lib/safety/safety-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** Appeal a moderator's decision about one's content, once, with a note (issue 17). */
export function AppealButton({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await safetyApi.appeal({ target_type: targetType, target_id: targetId, note });
      toast(answer.message, { tone: 'success' });
      setOpen(false);
    } catch (error) {
      toast(errorMessage(error, t`Could not send the appeal.`), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" className="min-h-8 px-3 text-sm" onClick={() => setOpen(true)}>
        <Trans>Appeal</Trans>
      </Button>
      <Modal open={open} title={t`Appeal this decision`} onClose={() => setOpen(false)}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <Textarea
            label={t`Why should the moderators look again?`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={busy || note.trim() === ''}>
              <Trans>Send appeal</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
