import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AuthMessages, ProfileMessages, changePasswordBodySchema } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors, serverFormErrors, withoutField } from '../../lib/field-errors';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { SettingsSection } from './settings-section';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const empty: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };
type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Current password, new one twice; on success the other devices are signed out (the server says so). */
export function PasswordSection() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const change = useMutation({
    mutationFn: profilesApi.changePassword,
    onSuccess: ({ message }) => {
      setValues(empty);
      setFeedback({ tone: 'success', text: message || ProfileMessages.passwordChanged });
    },
    onError: (error) => {
      const { fields, banner } = serverFormErrors(error, errorMessage(error, 'Failed to change password'));
      setErrors(fields);
      setFeedback(banner ? { tone: 'error', text: banner } : null);
    },
  });

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
    setFeedback(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordBodySchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!values.confirm_password) found.confirm_password = AuthMessages.confirmRequired;
    else if (values.confirm_password !== values.new_password) found.confirm_password = AuthMessages.confirmMismatch;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    change.mutate(parsed.data);
  };

  return (
    <SettingsSection
      id="change-password"
      title="Change password"
      description="Changing your password signs you out on your other devices."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {feedback ? <Banner tone={feedback.tone}>{feedback.text}</Banner> : null}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={values.current_password}
          error={errors.current_password}
          onChange={(event) => edit('current_password', event.target.value)}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={values.new_password}
          error={errors.new_password}
          onChange={(event) => edit('new_password', event.target.value)}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={(event) => edit('confirm_password', event.target.value)}
        />
        <Button type="submit" busy={change.isPending} className="self-start">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
