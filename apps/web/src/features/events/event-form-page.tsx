import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateEventBody, Event, EventForm, UpdateEventBody } from '@ourhood/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { PageMain } from '../../components/ui/page-main';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { browserTimeZone, fromLocalInput, toLocalInput } from '../../lib/events/event-time';
import { eventsApi } from '../../lib/events/events-api';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { LatLng } from '../../components/map/map-types';
import { EventPinField } from './event-pin-field';

const loadSchema = () => import('@ourhood/contract').then((contract) => contract.eventFormSchema);

function defaultsFor(event?: Event): EventForm {
  if (event) {
    return {
      title: event.title,
      description: event.description,
      start: toLocalInput(new Date(event.start)),
      end: toLocalInput(new Date(event.end)),
      all_day: event.all_day,
      place_name: event.place.name,
      place_address: event.place.address,
      capacity: event.capacity ? String(event.capacity) : '',
      cover: [],
    };
  }
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(18, 0, 0, 0);
  return {
    title: '',
    description: '',
    start: toLocalInput(start),
    end: toLocalInput(new Date(start.getTime() + 2 * 60 * 60 * 1000)),
    all_day: false,
    place_name: '',
    place_address: '',
    capacity: '',
    cover: [],
  };
}

/** The form's values as the route's fields: instants, and whole days for an all-day event. */
function toBody(values: EventForm) {
  let start = fromLocalInput(values.start);
  let end = fromLocalInput(values.end);
  if (values.all_day) {
    // The first and last days, from midnight in the viewer's zone.
    const first = new Date(fromLocalInput(values.start.slice(0, 10)));
    const last = new Date(fromLocalInput(values.end.slice(0, 10)));
    last.setDate(last.getDate() + 1);
    start = first.toISOString();
    end = last.toISOString();
  }
  const capacity = (values.capacity ?? '').trim();
  return {
    title: values.title,
    description: values.description ?? '',
    start,
    end,
    all_day: values.all_day,
    time_zone: browserTimeZone(),
    place: { name: values.place_name, address: values.place_address ?? '' },
    capacity: capacity === '' ? null : Number(capacity),
  };
}

function EventFormCard({ event, groupId }: { event?: Event; groupId?: string }) {
  const { t } = useLingui();
  const zone = browserTimeZone();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm(loadSchema, { defaultValues: defaultsFor(event) });
  const { field } = form;
  const [pin, setPin] = useState<LatLng | null>(
    event?.latitude != null && event.longitude != null
      ? { latitude: event.latitude, longitude: event.longitude }
      : null,
  );
  const save = useCancellableMutation({
    mutationFn: async (values: EventForm, signal) => {
      const body = toBody(values);
      const cover = values.cover?.[0] ?? null;
      if (!event) {
        const pinned = pin ? { ...body, latitude: pin.latitude, longitude: pin.longitude } : body;
        const fields: CreateEventBody = groupId ? { ...pinned, visibility: 'group', group_id: groupId } : pinned;
        return eventsApi.create(fields, cover, signal);
      }
      const changed: UpdateEventBody = {};
      if (body.title !== event.title) changed.title = body.title;
      if (body.description !== event.description) changed.description = body.description;
      if (new Date(body.start).getTime() !== new Date(event.start).getTime()) changed.start = body.start;
      if (new Date(body.end).getTime() !== new Date(event.end).getTime()) changed.end = body.end;
      if (body.all_day !== event.all_day) changed.all_day = body.all_day;
      if (body.place.name !== event.place.name || body.place.address !== event.place.address)
        changed.place = body.place;
      if (body.capacity !== event.capacity) changed.capacity = body.capacity;
      if ((pin?.latitude ?? null) !== event.latitude || (pin?.longitude ?? null) !== event.longitude) {
        changed.latitude = pin?.latitude ?? null;
        changed.longitude = pin?.longitude ?? null;
      }
      return eventsApi.update(event.id, changed, cover, signal);
    },
  });
  const submit = (submitEvent: FormEvent<HTMLFormElement>) =>
    form.submit(
      submitEvent,
      async (values) => {
        const saved = await save.mutateAsync(values);
        void client.invalidateQueries({ queryKey: eventKeys.all });
        void navigate(`/dashboard/events/${saved.data.id}`);
      },
      {
        failure: event
          ? t`Could not save the event. Please try again.`
          : t`Could not create the event. Please try again.`,
      },
    );
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label={t`Title`} maxLength={120} {...field('title')} />
        <Textarea label={t`Description`} rows={4} {...field('description')} />
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" {...form.register('all_day')} />
          <Trans>All-day event</Trans>
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t`Starts`} type="datetime-local" {...field('start')} />
          <Input label={t`Ends`} type="datetime-local" {...field('end')} />
        </div>
        <Input
          label={t`Place`}
          placeholder={t`Community hall, park corner…`}
          maxLength={200}
          {...field('place_name')}
        />
        <Input label={t`Address`} placeholder={t`Street and number`} maxLength={200} {...field('place_address')} />
        <EventPinField value={pin} onChange={setPin} />
        <Input label={t`Capacity (optional)`} inputMode="numeric" placeholder={t`No limit`} {...field('capacity')} />
        <Controller
          control={form.control}
          name="cover"
          render={({ field: cover, fieldState }) => (
            <ImagePicker
              label={t`Cover photo (optional)`}
              shape="wide"
              files={cover.value ?? []}
              current={event?.cover ? { url: event.cover.url, alt: t`Current cover` } : null}
              onChange={(files) => {
                cover.onChange(files);
                form.clearErrors('cover');
                form.setBanner(null);
              }}
              name={cover.name}
              ref={cover.ref}
              onBlur={cover.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className="text-xs text-muted">
          {zone ? (
            <Trans>Times are in your time zone ({zone}); everyone sees them in their own.</Trans>
          ) : (
            <Trans>Times are in your time zone; everyone sees them in their own.</Trans>
          )}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to={event ? `/dashboard/events/${event.id}` : '/dashboard/events'}
            className="inline-flex min-h-10 items-center rounded-lg px-4 py-2 text-sm font-semibold text-muted hover:bg-sunken"
            onClick={() => save.cancel()}
          >
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <Trans>Saving...</Trans>
            ) : event ? (
              <Trans>Save changes</Trans>
            ) : (
              <Trans>Create event</Trans>
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /dashboard/events/new (`?group=` for a group's event) and /dashboard/events/:id/edit. */
export default function EventFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { t } = useLingui();
  useDocumentTitle(id ? t`Edit event` : t`Create event`);
  const existing = useQuery({
    queryKey: eventKeys.detail(id ?? ''),
    queryFn: ({ signal }) => eventsApi.get(id ?? '', signal),
    enabled: Boolean(id),
  });
  return (
    <PageMain className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-fg">{id ? <Trans>Edit event</Trans> : <Trans>Create event</Trans>}</h1>
      {!id ? (
        <EventFormCard groupId={search.get('group') ?? undefined} />
      ) : existing.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : existing.isError ? (
        <Banner tone="error">{errorMessage(existing.error, t`Could not load the event.`)}</Banner>
      ) : (
        <EventFormCard event={existing.data.data} />
      )}
    </PageMain>
  );
}
