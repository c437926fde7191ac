import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updateOrganizationBodySchema, type OrganizationOwner } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors, serverFormErrors, withoutField } from '../../lib/field-errors';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { placeLabel } from '../../lib/organizations/place-label';
import { HoursEditor } from './hours-editor';
import { ImageField } from './image-field';
import { LivePreview } from './live-preview';
import { Card } from '../../components/ui/card';

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
type Form = ReturnType<typeof initialForm>;

const labels: Record<(typeof textFields)[number], string> = {
  business_name: 'Business name',
  category: 'Category',
  contact_email: 'Contact email',
  contact_phone: 'Contact phone',
  website: 'Website',
  address: 'Address',
  city: 'City',
  state: 'State',
};

/** Every field of the business profile, validated by the contract, beside a live preview. */
export function BusinessForm({ me }: { me: OrganizationOwner }) {
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => initialForm(me));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };
  const save = useMutation({
    mutationFn: organizationsApi.updateMe,
    onSuccess: ({ data, message }) => {
      client.setQueryData(organizationKeys.me, (previous: { data: OrganizationOwner } | undefined) =>
        previous ? { ...previous, data } : previous,
      );
      void client.invalidateQueries({ queryKey: organizationKeys.all });
      setForm(initialForm(data));
      toast(message || 'Business profile updated', { tone: 'success' });
    },
    onError: (error) => {
      const result = serverFormErrors(error, errorMessage(error, 'Failed to update business profile'));
      setErrors(result.fields);
      setBanner(result.banner);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const parsed = updateOrganizationBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setBanner('Please fix the errors below and try again.');
      return;
    }
    save.mutate(parsed.data);
  };
  const toggle = (field: 'contact_email_public' | 'contact_phone_public') => (
    <label className="flex items-center gap-2 text-sm text-muted">
      <input type="checkbox" checked={form[field]} onChange={(event) => set(field, event.target.checked)} />
      Show publicly
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card as="form" noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
        {banner ? <Banner tone="error">{banner}</Banner> : null}
        <ImageField kind="logo" current={me.logo?.url ?? null} />
        <ImageField kind="cover" current={me.cover_photo?.url ?? null} />
        {textFields.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <Input
              label={labels[field]}
              type={field === 'contact_email' ? 'email' : field === 'contact_phone' ? 'tel' : 'text'}
              value={form[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.target.value)}
            />
            {field === 'contact_email' ? toggle('contact_email_public') : null}
            {field === 'contact_phone' ? toggle('contact_phone_public') : null}
          </div>
        ))}
        <Textarea
          label="Description"
          rows={5}
          value={form.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <HoursEditor
          value={form.opening_hours}
          onChange={(next) => set('opening_hours', next)}
          error={errors.opening_hours}
        />
        <div>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </Card>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <LivePreview
          data={{
            name: form.business_name,
            place: placeLabel({
              city: form.city,
              state: form.state,
              location: { city: '', state: '', suburb: '', country: '' },
            }),
            address: form.address,
            category: form.category,
            logoUrl: me.logo?.url ?? null,
            coverUrl: me.cover_photo?.url ?? null,
          }}
        />
      </div>
    </div>
  );
}
