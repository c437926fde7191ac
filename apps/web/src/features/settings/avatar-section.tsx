import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { ProfileMessages, avatarFormSchema, type UserSelf } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/ui/image-picker';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { refreshOwnContent } from '../../lib/profiles/refresh-own-content';
import { SettingsSection } from './settings-section';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

/** Upload a new picture (previewed first) or go back to initials. */
export function AvatarSection({ me }: { me: UserSelf }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(avatarFormSchema, { defaultValues: { avatar: [] } });
  const { setBanner } = form;

  const done = async (message: string) => {
    form.reset({ avatar: [] });
    setBanner({ tone: 'success', text: message });
    await refreshOwnContent(client);
  };
  const upload = useMutation({ mutationFn: profilesApi.uploadAvatar });
  const remove = useMutation({
    mutationFn: profilesApi.removeAvatar,
    onSuccess: ({ message }) => done(message || contractText(ProfileMessages.avatarRemoved)),
    onError: (error) => setBanner({ tone: 'error', text: errorMessage(error, t`Failed to remove profile picture`) }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ avatar }) => {
        const { message } = await upload.mutateAsync(avatar[0]!);
        await done(message || contractText(ProfileMessages.avatarUpdated));
      },
      { failure: t`Failed to update profile picture` },
    );

  const busy = upload.isPending || remove.isPending;
  return (
    <SettingsSection id="profile-picture" title={t`Profile picture`} description={t`JPEG, PNG, WebP or GIF.`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <div className="flex flex-wrap items-start gap-4">
          <Avatar name={me.name} url={me.profile_picture?.url} className="h-20 w-20 text-2xl" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Controller
              control={form.control}
              name="avatar"
              render={({ field, fieldState }) => (
                <ImagePicker
                  label={t`Choose a picture`}
                  chooseText={t`Choose a picture`}
                  previewAlt={t`Preview of your new profile picture`}
                  hideLabel
                  shape="round"
                  files={field.value ?? []}
                  onChange={(files) => {
                    field.onChange(files);
                    form.clearErrors('avatar');
                    setBanner(null);
                  }}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={upload.isPending} disabled={busy}>
            {upload.isPending ? <Trans>Uploading...</Trans> : <Trans>Upload picture</Trans>}
          </Button>
          {me.profile_picture ? (
            <Button variant="secondary" busy={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
              <Trans>Remove picture</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </SettingsSection>
  );
}
