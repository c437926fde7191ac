import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ProfileMessages,
  notificationEvents,
  type NotificationEvent,
  type NotificationPreferences,
} from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { SettingsSection } from './settings-section';

const eventLabels: Record<NotificationEvent, string> = {
  rental_match: 'A rental request matches my keywords',
  rental_update: 'Someone lends me an item, or a loan is completed',
  comment_on_post: 'Someone comments on my post',
  new_follower: 'Someone follows me',
};
const channels = [
  { key: 'in_app', label: 'In the app' },
  { key: 'email', label: 'By e-mail' },
] as const;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const save = useMutation({
    mutationFn: profilesApi.updateNotificationPreferences,
    onSuccess: ({ data, message }) => {
      client.setQueryData(profileKeys.notificationPreferences, data);
      setValues(data);
      setFeedback({ tone: 'success', text: message || ProfileMessages.preferencesSaved });
    },
    onError: (error) =>
      setFeedback({ tone: 'error', text: errorMessage(error, 'Failed to save notification preferences') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {feedback ? <Banner tone={feedback.tone}>{feedback.text}</Banner> : null}
      {notificationEvents.map((eventKey) => (
        <fieldset key={eventKey} className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold text-fg">{eventLabels[eventKey]}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channels.map((channel) => (
              <label key={channel.key} className="flex min-h-10 items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={values[eventKey][channel.key]}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setValues((current) => ({
                      ...current,
                      [eventKey]: { ...current[eventKey], [channel.key]: checked },
                    }));
                    setFeedback(null);
                  }}
                />
                {channel.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" busy={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}

/** Per event: whether to be told in the app and whether by e-mail. */
export function NotificationSection() {
  const preferences = useQuery({
    queryKey: profileKeys.notificationPreferences,
    queryFn: async ({ signal }) => (await profilesApi.notificationPreferences(signal)).data,
  });
  return (
    <SettingsSection
      id="notification-preferences"
      title="Notification preferences"
      description="Choose what you hear about, and how."
    >
      {preferences.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading notification preferences</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : preferences.isError ? (
        <Banner tone="error">{errorMessage(preferences.error, 'Failed to load notification preferences')}</Banner>
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </SettingsSection>
  );
}
