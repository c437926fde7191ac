import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  NotificationScheduleMessages,
  updateNotificationScheduleBodySchema,
  type DigestFrequency,
  type NotificationSchedule,
} from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { SettingsSection } from './settings-section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText, contractTextOf } from '../../lib/i18n/contract-text';

const digestChoices: { value: DigestFrequency; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'off', label: msg`Off`, hint: msg`No digest.` },
  { value: 'daily', label: msg`Daily`, hint: msg`Every morning at 8:00, when there is something new.` },
  { value: 'weekly', label: msg`Weekly`, hint: msg`Monday mornings at 8:00, when there is something new.` },
];

const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' };

/** This device's zone, and every zone the browser knows (the server checks it again). */
function timeZones(current: string): string[] {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, device, 'UTC', ...known])].sort();
}

function ScheduleForm({ initial }: { initial: NotificationSchedule }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const quietId = useId();
  // Never saved: the installation's default zone; this device's zone is the likelier wish.
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const startZone = initial.digest === 'off' && initial.quiet_hours === null ? deviceZone : initial.time_zone;
  const [quiet, setQuiet] = useState(initial.quiet_hours !== null);
  const form = useContractForm(updateNotificationScheduleBodySchema, {
    defaultValues: {
      quiet_hours: initial.quiet_hours ?? DEFAULT_QUIET_HOURS,
      time_zone: startZone,
      digest: initial.digest,
    },
  });
  const save = useMutation({ mutationFn: profilesApi.updateNotificationSchedule });
  const [zones] = useState(() => timeZones(startZone));

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { data, message } = await save.mutateAsync({ ...values, quiet_hours: quiet ? values.quiet_hours : null });
        client.setQueryData(profileKeys.notificationSchedule, data);
        form.setBanner({ tone: 'success', text: message || contractText(NotificationScheduleMessages.saved) });
      },
      { failure: t`Failed to save the notification schedule` },
    );

  const clear = () => form.setBanner(null);
  const zoneError = contractTextOf(form.formState.errors.time_zone?.message);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormBanner banner={form.banner} />
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-fg">
          <Trans>Quiet hours</Trans>
        </legend>
        <label htmlFor={quietId} className="flex min-h-10 items-center gap-2 text-sm text-fg">
          <input
            id={quietId}
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={quiet}
            onChange={(event) => {
              setQuiet(event.target.checked);
              clear();
            }}
          />
          <Trans>Hold e-mails during quiet hours (urgent safety alerts still come through)</Trans>
        </label>
        {quiet ? (
          <div className="flex flex-wrap gap-4">
            <Input label={t`From`} type="time" className="w-36" {...form.field('quiet_hours.start')} />
            <Input label={t`Until`} type="time" className="w-36" {...form.field('quiet_hours.end')} />
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${quietId}-zone`} className="text-sm font-medium text-fg">
          <Trans>Time zone</Trans>
        </label>
        <select
          id={`${quietId}-zone`}
          className="w-full max-w-sm rounded-lg border border-line-strong bg-raised px-3 py-2 text-base text-fg"
          aria-invalid={zoneError ? true : undefined}
          {...form.register('time_zone', { onChange: clear })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {zoneError ? <p className="text-sm text-danger">{zoneError}</p> : null}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-fg">
          <Trans>E-mail digest of your area</Trans>
        </legend>
        <p className="text-sm text-muted">
          <Trans>New posts with the most reactions, new rental requests, upcoming events and new organizations.</Trans>
        </p>
        {digestChoices.map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-start gap-2 text-sm text-fg">
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 h-5 w-5 accent-brand-700"
              {...form.register('digest', { onChange: clear })}
            />
            <span>
              <span className="font-medium">{t(choice.label)}</span>
              <span className="block text-muted">{t(choice.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={save.isPending} className="self-start">
        {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save schedule</Trans>}
      </Button>
    </form>
  );
}

/** Quiet hours, time zone and the e-mail digest (issue 18). */
export function NotificationScheduleSection() {
  const { t } = useLingui();
  const schedule = useQuery({
    queryKey: profileKeys.notificationSchedule,
    queryFn: async ({ signal }) => (await profilesApi.notificationSchedule(signal)).data,
  });
  return (
    <SettingsSection
      id="notification-schedule"
      title={t`Quiet hours and digest`}
      description={t`When we may e-mail you, and a summary of your area.`}
    >
      {schedule.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading notification schedule</Trans>
          </span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : schedule.isError ? (
        <Banner tone="error">{errorMessage(schedule.error, t`Failed to load the notification schedule`)}</Banner>
      ) : (
        <ScheduleForm initial={schedule.data} />
      )}
    </SettingsSection>
  );
}
