import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Limits, ProfileMessages, updateProfileBodySchema, type UserSelf } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors, serverFormErrors, withoutField } from '../../lib/field-errors';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { refreshOwnContent } from '../../lib/profiles/refresh-own-content';
import { SettingsSection } from './settings-section';

type Field = 'first_name' | 'last_name' | 'bio';

/** First and last name (the sign-up rules) and a bio with a character counter. */
export function EditProfileSection({ me }: { me: UserSelf }) {
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: me.first_name,
    last_name: me.last_name,
    bio: me.bio ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: profilesApi.updateMe,
    onSuccess: async ({ message }) => {
      toast(message || ProfileMessages.profileUpdated, { tone: 'success' });
      await refreshOwnContent(client);
    },
    onError: (error) => {
      const { fields, banner } = serverFormErrors(error, errorMessage(error, 'Failed to update profile'));
      setErrors(fields);
      setBanner(banner);
    },
  });

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
    setBanner(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(parsed.data);
  };

  // Counted like the contract's schema counts it (trimmed, UTF-16 units), so the two agree.
  const bioLength = values.bio.trim().length;
  return (
    <SettingsSection id="edit-profile" title="Edit profile" description="Your name and bio are shown on your profile.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {banner ? <Banner tone="error">{banner}</Banner> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            value={values.first_name}
            error={errors.first_name}
            onChange={(event) => edit('first_name', event.target.value)}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            value={values.last_name}
            error={errors.last_name}
            onChange={(event) => edit('last_name', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Textarea
            label="Bio"
            rows={4}
            value={values.bio}
            error={errors.bio}
            {...(errors.bio ? {} : { 'aria-describedby': 'bio-counter' })}
            onChange={(event) => edit('bio', event.target.value)}
          />
          <p
            id="bio-counter"
            className={bioLength > Limits.bioMaxLength ? 'text-xs text-danger' : 'text-xs text-muted'}
          >
            {bioLength} / {Limits.bioMaxLength} characters
          </p>
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
    </SettingsSection>
  );
}
