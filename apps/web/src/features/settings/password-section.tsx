import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ProfileMessages, changePasswordFormSchema } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/input';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { SettingsSection } from './settings-section';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

const empty = { current_password: '', new_password: '', confirm_password: '' };

/** Current password, new one twice; on success the other devices are signed out (the server says so). */
export function PasswordSection() {
  const { t } = useLingui();
  const form = useContractForm(changePasswordFormSchema, { defaultValues: empty });
  const { field } = form;
  const change = useMutation({ mutationFn: profilesApi.changePassword });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ confirm_password: _confirm, ...body }) => {
        const { message } = await change.mutateAsync(body);
        form.reset(empty);
        form.setBanner({ tone: 'success', text: message || contractText(ProfileMessages.passwordChanged) });
      },
      { failure: t`Failed to change password` },
    );

  return (
    <SettingsSection
      id="change-password"
      title={t`Change password`}
      description={t`Changing your password signs you out on your other devices.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <PasswordInput label={t`Current password`} autoComplete="current-password" {...field('current_password')} />
        <PasswordInput label={t`New password`} autoComplete="new-password" {...field('new_password')} />
        <PasswordInput label={t`Confirm new password`} autoComplete="new-password" {...field('confirm_password')} />
        <Button type="submit" busy={change.isPending} className="self-start">
          {change.isPending ? <Trans>Changing...</Trans> : <Trans>Change password</Trans>}
        </Button>
      </form>
    </SettingsSection>
  );
}
