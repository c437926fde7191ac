import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { OrganizationMessages, updateListingBodySchema, type Listing } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/field-errors';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';

const toCents = (price: string) => Math.round(Number(price) * 100);

/** Create or edit a listing: title, description, price or Free, photo. */
export function ListingDialog({ listing, onClose }: { listing: Listing | null; onClose(): void }) {
  const client = useQueryClient();
  const photoId = useId();
  const [title, setTitle] = useState(listing?.title ?? '');
  const [description, setDescription] = useState(listing?.description ?? '');
  const [free, setFree] = useState(listing ? listing.price_cents === null || listing.price_cents === 0 : false);
  const [price, setPrice] = useState(listing?.price_cents ? (listing.price_cents / 100).toFixed(2) : '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async (body: { title: string; description: string; price_cents: number | null }) => {
      if (!listing) {
        return organizationsApi.createListing(
          { ...body, price_cents: body.price_cents === null ? '' : String(body.price_cents) },
          photo ?? undefined,
        );
      }
      const updated = await organizationsApi.updateListing(listing.id, body);
      return photo ? organizationsApi.uploadListingPhoto(listing.id, photo) : updated;
    },
    onSuccess: ({ message }) => {
      void client.invalidateQueries({ queryKey: organizationKeys.all });
      toast(message || (listing ? 'Listing updated' : 'Listing created'), { tone: 'success' });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!free && (price.trim() === '' || Number.isNaN(Number(price)))) {
      setErrors({ price_cents: OrganizationMessages.priceInvalid });
      return;
    }
    const parsed = updateListingBodySchema.safeParse({ title, description, price_cents: free ? null : toCents(price) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate({
      title: parsed.data.title ?? '',
      description: parsed.data.description ?? '',
      price_cents: parsed.data.price_cents ?? null,
    });
  };
  return (
    <Modal open title={listing ? 'Edit listing' : 'New listing'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {save.isError ? <Banner tone="error">{errorMessage(save.error, 'Failed to save listing')}</Banner> : null}
        <Input label="Title" value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
        <Textarea
          label="Description"
          rows={3}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" checked={free} onChange={(event) => setFree(event.target.checked)} />
          Free
        </label>
        {free ? null : (
          <Input
            label="Price ($)"
            inputMode="decimal"
            value={price}
            error={errors.price_cents}
            onChange={(event) => setPrice(event.target.value)}
          />
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={photoId} className="text-sm font-medium text-fg">
            Photo
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            className="w-full max-w-full text-sm text-muted file:mr-3 file:rounded-lg file:border file:border-line-strong file:bg-raised file:px-3 file:py-2 file:font-semibold file:text-fg"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </div>
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
