import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Limits, ProfileMessages, updateProfileBodySchema, type UserSelf } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { refreshOwnContent } from '../../lib/profiles/refresh-own-content';
import { SettingsSection } from './settings-section';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

/** First and last name (the sign-up rules) and a bio with a character counter. */
export function EditProfileSection({ me }: { me: UserSelf }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(updateProfileBodySchema, {
    defaultValues: { first_name: me.first_name, last_name: me.last_name, bio: me.bio ?? '' },
  });
  const { field } = form;
  const save = useMutation({ mutationFn: profilesApi.updateMe });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { message } = await save.mutateAsync(values);
        toast(message || contractText(ProfileMessages.profileUpdated), { tone: 'success' });
        await refreshOwnContent(client);
      },
      { failure: t`Failed to update profile` },
    );

  const bio = field('bio');
  // Counted like the contract's schema counts it (trimmed, UTF-16 units), so the two agree.
  const bioLength = (form.watch('bio') ?? '').trim().length;
  const maxLength = Limits.bioMaxLength;
  return (
    <SettingsSection
      id="edit-profile"
      title={t`Edit profile`}
      description={t`Your name and bio are shown on your profile.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t`First name`} autoComplete="given-name" {...field('first_name')} />
          <Input label={t`Last name`} autoComplete="family-name" {...field('last_name')} />
        </div>
        <div className="flex flex-col gap-1">
          <Textarea label={t`Bio`} rows={4} {...bio} {...(bio.error ? {} : { 'aria-describedby': 'bio-counter' })} />
          <p
            id="bio-counter"
            className={bioLength > Limits.bioMaxLength ? 'text-xs text-danger' : 'text-xs text-muted'}
          >
            <Trans>
              {bioLength} / {maxLength} characters
            </Trans>
          </p>
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save profile</Trans>}
        </Button>
      </form>
    </SettingsSection>
  );
}
