import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ProfileMessages,
  notificationEventLabels,
  notificationEvents,
  updateNotificationPreferencesBodySchema,
  type NotificationPreferences,
} from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { PushDeviceControl } from './push-device-control';
import { SettingsSection } from './settings-section';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

const eventLabels = notificationEventLabels;
const channels = [
  { key: 'in_app', label: msg`In the app` },
  { key: 'email', label: msg`By e-mail` },
  { key: 'push', label: msg`Push` },
] as const;

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // The route's own schema (every event and channel may be sent).
  const form = useContractForm(updateNotificationPreferencesBodySchema, { defaultValues: initial });
  const save = useMutation({ mutationFn: profilesApi.updateNotificationPreferences });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { data, message } = await save.mutateAsync(values);
        client.setQueryData(profileKeys.notificationPreferences, data);
        form.reset(data);
        form.setBanner({ tone: 'success', text: message || contractText(ProfileMessages.preferencesSaved) });
      },
      { failure: t`Failed to save notification preferences` },
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormBanner banner={form.banner} />
      {notificationEvents.map((eventKey) => (
        <fieldset key={eventKey} className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold text-fg">{contractText(eventLabels[eventKey])}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channels.map((channel) => (
              <label key={channel.key} className="flex min-h-10 items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  {...form.register(`${eventKey}.${channel.key}`, { onChange: () => form.setBanner(null) })}
                />
                {t(channel.label)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" busy={save.isPending} className="self-start">
        {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save preferences</Trans>}
      </Button>
    </form>
  );
}

/**
 * Per event: whether to be told in the app, by e-mail and by push (on the devices where push is on,
 * turned on or off here by the control above the list).
 */
export function NotificationSection() {
  const { t } = useLingui();
  const preferences = useQuery({
    queryKey: profileKeys.notificationPreferences,
    queryFn: async ({ signal }) => (await profilesApi.notificationPreferences(signal)).data,
  });
  return (
    <SettingsSection
      id="notification-preferences"
      title={t`Notification preferences`}
      description={t`Choose what you hear about, and how.`}
    >
      <PushDeviceControl />
      <p className="text-sm text-muted">
        <Trans>
          What new accounts and people you don't follow send unasked waits in{' '}
          <Link to="/dashboard/notifications/filtered" className="font-medium text-accent hover:underline">
            Filtered notifications
          </Link>
          , where you can review it or turn the filters off.
        </Trans>
      </p>
      {preferences.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading notification preferences</Trans>
          </span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : preferences.isError ? (
        <Banner tone="error">{errorMessage(preferences.error, t`Failed to load notification preferences`)}</Banner>
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </SettingsSection>
  );
}
