import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { updateOrganizationBodySchema, type OpeningHours, type OrganizationOwner } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { placeLabel } from '../../lib/organizations/place-label';
import { HoursEditor } from './hours-editor';
import { ImageField } from './image-field';
import { LocationField } from './location-field';
import { MapPinField } from './map-pin-field';
import { LivePreview } from './live-preview';
import { Card } from '../../components/ui/card';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const textFields = [
  'business_name',
  'category',
  'contact_email',
  'contact_phone',
  'website',
  'address',
  'city',
  'state',
] as const;

function initialForm(me: OrganizationOwner) {
  return {
    business_name: me.business_name,
    description: me.description,
    category: me.category,
    contact_email: me.contact_email,
    contact_phone: me.contact_phone,
    contact_email_public: me.contact_email_public,
    contact_phone_public: me.contact_phone_public,
    website: me.website,
    address: me.address,
    city: me.city,
    state: me.state,
    opening_hours: me.opening_hours,
  };
}

const labels: Record<(typeof textFields)[number], MessageDescriptor> = {
  business_name: msg`Business name`,
  category: msg`Category`,
  contact_email: msg`Contact email`,
  contact_phone: msg`Contact phone`,
  website: msg`Website`,
  address: msg`Address`,
  city: msg`City`,
  state: msg`State`,
};

/** First message of a field's error, however deeply nested (the opening hours are an object of days). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const found = value && typeof value === 'object' && !('nodeType' in value) ? firstMessage(value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Every field of the business profile, validated by the contract, beside a live preview. */
export function BusinessForm({ me }: { me: OrganizationOwner }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // The route's own schema (PATCH /organization/me).
  const form = useContractForm(updateOrganizationBodySchema, { defaultValues: initialForm(me) });
  const values = form.watch();
  const save = useMutation({ mutationFn: organizationsApi.updateMe });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (parsed) => {
        const { data, message } = await save.mutateAsync(parsed);
        client.setQueryData(organizationKeys.me, (previous: { data: OrganizationOwner } | undefined) =>
          previous ? { ...previous, data } : previous,
        );
        void client.invalidateQueries({ queryKey: organizationKeys.all });
        form.reset(initialForm(data));
        toast(message || t`Business profile updated`, { tone: 'success' });
      },
      {
        failure: t`Failed to update business profile`,
        onInvalid: () => form.setBanner({ tone: 'error', text: t`Please fix the errors below and try again.` }),
      },
    );
  const toggle = (field: 'contact_email_public' | 'contact_phone_public') => (
    <label className="flex items-center gap-2 text-sm text-muted">
      <input type="checkbox" {...form.register(field, { onChange: () => form.setBanner(null) })} />
      <Trans>Show publicly</Trans>
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card as="form" noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
        <FormBanner banner={form.banner} />
        <LocationField me={me} />
        <MapPinField me={me} />
        <ImageField kind="logo" current={me.logo?.url ?? null} />
        <ImageField kind="cover" current={me.cover_photo?.url ?? null} />
        {textFields.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <Input
              label={t(labels[field])}
              type={field === 'contact_email' ? 'email' : field === 'contact_phone' ? 'tel' : 'text'}
              {...form.field(field)}
            />
            {field === 'contact_email' ? toggle('contact_email_public') : null}
            {field === 'contact_phone' ? toggle('contact_phone_public') : null}
          </div>
        ))}
        <Textarea label={t`Description`} rows={5} {...form.field('description')} />
        <Controller
          control={form.control}
          name="opening_hours"
          render={({ field, fieldState }) => (
            <HoursEditor
              name={field.name}
              value={field.value as OpeningHours}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('opening_hours');
                form.setBanner(null);
              }}
              error={firstMessage(fieldState.error)}
            />
          )}
        />
        <div>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save profile</Trans>}
          </Button>
        </div>
      </Card>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <LivePreview
          data={{
            name: values.business_name ?? '',
            place: placeLabel({
              city: values.city ?? '',
              state: values.state ?? '',
              location: { city: '', state: '', suburb: '', country: '' },
            }),
            address: values.address ?? '',
            category: values.category ?? '',
            logoUrl: me.logo?.url ?? null,
            coverUrl: me.cover_photo?.url ?? null,
          }}
        />
      </div>
    </div>
  );
}
