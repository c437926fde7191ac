import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProfileMessages, deleteAccountBodySchema } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PasswordInput } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { useSession } from '../../lib/session/session-store';
import { SettingsSection } from './settings-section';

/** The danger zone: deleting the account asks for the password, then ends the session like a logout. */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: profilesApi.deleteMe,
    onSuccess: ({ message }) => {
      useSession.getState().clear();
      navigate('/login', { replace: true });
      toast(message || ProfileMessages.accountDeleted, { tone: 'success', durationMs: 6000 });
    },
  });

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setFieldError(undefined);
    remove.reset();
  };

  const confirm = () => {
    const parsed = deleteAccountBodySchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    remove.mutate(parsed.data.password);
  };

  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      description="Your account, posts and comments are removed for good. This cannot be undone."
      danger
    >
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete account') : null}
        onConfirm={confirm}
        onClose={close}
      >
        <p className="mb-4">Enter your password to confirm. Everything you shared here will be deleted.</p>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          error={fieldError}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(undefined);
            remove.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}
