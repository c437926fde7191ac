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
import { Trans, useLingui } from '@lingui/react/macro';

interface ListingValues {
  title: string;
  description: string;
  price_cents: number | null;
  photo: File | null;
}

/** Create or edit a listing: title, description, price or Free, photo (the contract's listingFormSchema). */
export function ListingDialog({ listing, onClose }: { listing: Listing | null; onClose(): void }) {
  const { t } = useLingui();
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
  const title = listing?.title ?? '';
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
        toast(message || (listing ? t`Listing updated` : t`Listing created`), { tone: 'success' });
        onClose();
      },
      { failure: t`Failed to save listing` },
    );

  return (
    <Modal open title={listing ? t`Edit listing` : t`New listing`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label={t`Title`} {...field('title')} />
        <Textarea label={t`Description`} rows={3} {...field('description')} />
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
          <Trans>Free</Trans>
        </label>
        {free ? null : <Input label={t`Price ($)`} inputMode="decimal" {...field('price')} />}
        <Controller
          control={form.control}
          name="photo"
          render={({ field: photo, fieldState }) => (
            <ImagePicker
              label={t`Photo`}
              files={photo.value ?? []}
              current={listing?.photo ? { url: listing.photo.thumbnail_url, alt: t`Current photo of ${title}` } : null}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save listing</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
