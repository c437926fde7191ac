import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ProfileMessages, type UserSelf } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { refreshOwnContent } from '../../lib/profiles/refresh-own-content';
import { SettingsSection } from './settings-section';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Upload a new picture (previewed first) or go back to initials. */
export function AvatarSection({ me }: { me: UserSelf }) {
  const client = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const done = async (message: string) => {
    setFile(null);
    setFeedback({ tone: 'success', text: message });
    await refreshOwnContent(client);
  };
  const upload = useMutation({
    mutationFn: profilesApi.uploadAvatar,
    onSuccess: ({ message }) => done(message || ProfileMessages.avatarUpdated),
    onError: (error) => setFeedback({ tone: 'error', text: errorMessage(error, 'Failed to update profile picture') }),
  });
  const remove = useMutation({
    mutationFn: profilesApi.removeAvatar,
    onSuccess: ({ message }) => done(message || ProfileMessages.avatarRemoved),
    onError: (error) => setFeedback({ tone: 'error', text: errorMessage(error, 'Failed to remove profile picture') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFeedback({ tone: 'error', text: ProfileMessages.avatarRequired });
      return;
    }
    upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <SettingsSection id="profile-picture" title="Profile picture" description="JPEG, PNG, WebP or GIF.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {feedback ? <Banner tone={feedback.tone}>{feedback.text}</Banner> : null}
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <img
              src={preview}
              alt="Preview of your new profile picture"
              className="h-20 w-20 rounded-full object-cover"
            />
          ) : (
            <Avatar name={me.name} url={me.profile_picture?.url} className="h-20 w-20 text-2xl" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-fg">
              Choose a picture
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              disabled={busy}
              className="w-full max-w-full text-sm text-muted file:mr-3 file:rounded-lg file:border file:border-line-strong file:bg-raised file:px-3 file:py-2 file:font-semibold file:text-fg"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFeedback(null);
              }}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={upload.isPending} disabled={busy}>
            {upload.isPending ? 'Uploading...' : 'Upload picture'}
          </Button>
          {me.profile_picture ? (
            <Button variant="secondary" busy={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
              Remove picture
            </Button>
          ) : null}
        </div>
      </form>
    </SettingsSection>
  );
}
