import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-client';
import { authApi } from './auth-api';

/**
 * A suspended or banned person cannot sign in, so the login screen offers the appeal here (issue
 * 17): a note, sent with the e-mail and password just typed, which prove who appeals.
 */
export default function SanctionAppeal({ credentials }: { credentials: () => { email: string; password: string } }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) {
      setStatus({ tone: 'error', text: t`Tell the moderators why` });
      return;
    }
    setBusy(true);
    try {
      const { email, password } = credentials();
      const { message } = await authApi.appealSanction(email, password, note.trim());
      setStatus({ tone: 'success', text: message || t`Your appeal was sent to the moderators.` });
      setNote('');
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error, t`Could not send the appeal.`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Appeal`}
      className="mb-4 flex flex-col gap-2 rounded-lg border border-line p-3"
    >
      <Textarea
        label={t`Why should the moderators look again?`}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {status ? (
        <p
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={status.tone === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}
        >
          {status.text}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={busy} className="self-start">
        <Trans>Send appeal</Trans>
      </Button>
    </form>
  );
}
