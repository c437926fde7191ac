import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProfileMessages, deleteAccountBodySchema } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PasswordInput } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { useSession } from '../../lib/session/session-store';
import { SettingsSection } from './settings-section';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

/** The danger zone: deleting the account asks for the password, then ends the session like a logout. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useContractForm(deleteAccountBodySchema, { defaultValues: { password: '' } });
  const remove = useMutation({ mutationFn: profilesApi.deleteMe });

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    form.reset({ password: '' });
    form.setBanner(null);
    remove.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ password }) => {
        const { message } = await remove.mutateAsync(password);
        useSession.getState().clear();
        navigate('/login', { replace: true });
        toast(message || contractText(ProfileMessages.accountDeleted), { tone: 'success', durationMs: 6000 });
      },
      { failure: t`Failed to delete account` },
    );

  return (
    <SettingsSection
      id="delete-account"
      title={t`Delete account`}
      description={t`Your account, posts and comments are removed for good. This cannot be undone.`}
      danger
    >
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        <Trans>Delete account</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Delete your account?`}
        confirmLabel={t`Delete my account`}
        busy={remove.isPending}
        error={form.banner?.text ?? null}
        onConfirm={() => formElement.current?.requestSubmit()}
        onClose={close}
      >
        <p className="mb-4">
          <Trans>Enter your password to confirm. Everything you shared here will be deleted.</Trans>
        </p>
        <form ref={formElement} noValidate onSubmit={submit}>
          <PasswordInput label={t`Password`} autoComplete="current-password" {...form.field('password')} />
        </form>
      </ConfirmDialog>
    </SettingsSection>
  );
}
