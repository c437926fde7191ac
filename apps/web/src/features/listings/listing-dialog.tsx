import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { listingFormSchema, type Listing } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';

interface ListingValues {
  title: string;
  description: string;
  price_cents: number | null;
  photo: File | null;
}

/** Create or edit a listing: title, description, price or Free, photo (the contract's listingFormSchema). */
export function ListingDialog({ listing, onClose }: { listing: Listing | null; onClose(): void }) {
  const client = useQueryClient();
  const form = useContractForm(listingFormSchema, {
    defaultValues: {
      title: listing?.title ?? '',
      description: listing?.description ?? '',
      free: listing ? listing.price_cents === null || listing.price_cents === 0 : false,
      price: listing?.price_cents ? (listing.price_cents / 100).toFixed(2) : '',
      photo: [],
    },
  });
  const { field } = form;
  const free = form.watch('free');
  const save = useMutation({
    mutationFn: async ({ photo, ...body }: ListingValues) => {
      if (!listing) {
        return organizationsApi.createListing(
          { ...body, price_cents: body.price_cents === null ? '' : String(body.price_cents) },
          photo ?? undefined,
        );
      }
      const updated = await organizationsApi.updateListing(listing.id, body);
      return photo ? organizationsApi.uploadListingPhoto(listing.id, photo) : updated;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const { message } = await save.mutateAsync(values);
        void client.invalidateQueries({ queryKey: organizationKeys.all });
        toast(message || (listing ? 'Listing updated' : 'Listing created'), { tone: 'success' });
        onClose();
      },
      { failure: 'Failed to save listing' },
    );

  return (
    <Modal open title={listing ? 'Edit listing' : 'New listing'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label="Title" {...field('title')} />
        <Textarea label="Description" rows={3} {...field('description')} />
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            {...form.register('free', {
              onChange: () => {
                form.clearErrors('price');
                form.setBanner(null);
              },
            })}
          />
          Free
        </label>
        {free ? null : <Input label="Price ($)" inputMode="decimal" {...field('price')} />}
        <Controller
          control={form.control}
          name="photo"
          render={({ field: photo, fieldState }) => (
            <ImagePicker
              label="Photo"
              files={photo.value ?? []}
              current={
                listing?.photo ? { url: listing.photo.thumbnail_url, alt: `Current photo of ${listing.title}` } : null
              }
              onChange={(files) => {
                photo.onChange(files);
                form.clearErrors('photo');
                form.setBanner(null);
              }}
              name={photo.name}
              ref={photo.ref}
              onBlur={photo.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save listing'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
