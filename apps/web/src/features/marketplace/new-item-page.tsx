import { Trans, useLingui } from '@lingui/react/macro';
import {
  marketplaceCategories,
  marketplaceCategoryLabels,
  marketplaceConditionLabels,
  marketplaceConditions,
  MarketplaceLimits,
  type MarketplaceItemForm,
} from '@ourhood/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { PageMain } from '../../components/ui/page-main';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { currencySymbol } from '../../lib/marketplace/format-price';
import { marketplaceApi, type NewMarketplaceItem } from '../../lib/marketplace/marketplace-api';
import { marketplaceKeys } from '../../lib/marketplace/marketplace-keys';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { useDocumentTitle } from '../../lib/use-document-title';

const loadSchema = () => import('@ourhood/contract').then((contract) => contract.marketplaceItemFormSchema);

const empty: MarketplaceItemForm = {
  title: '',
  description: '',
  category: 'furniture',
  condition: 'good',
  price: '',
  photos: [],
};

/** /dashboard/marketplace/new: list an item (up to 6 photos), priced in the installation's currency or free. */
export default function NewItemPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sell an item`);
  const client = useQueryClient();
  const navigate = useNavigate();
  const config = useQuery({ queryKey: marketplaceKeys.config, queryFn: ({ signal }) => marketplaceApi.config(signal) });
  const form = useContractForm(loadSchema, { defaultValues: empty });
  const create = useCancellableMutation({
    mutationFn: (values: { fields: NewMarketplaceItem; photos: File[] }, signal) =>
      marketplaceApi.create(values.fields, values.photos, signal),
  });
  const price = form.watch('price');
  const free = String(price).trim() === '0';
  const currency = config.data?.data.currency;
  const symbol = currency ? currencySymbol(currency, i18n.locale) : undefined;
  const maxPhotos = MarketplaceLimits.maxPhotos;
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const fields: NewMarketplaceItem = {
          title: values.title,
          description: values.description,
          category: values.category,
          condition: values.condition,
          // Checked by the schema (at most 2 decimals, capped): the number as the API reads it.
          price: String(values.price),
        };
        const answer = await create.mutateAsync({ fields, photos: values.photos });
        void client.invalidateQueries({ queryKey: marketplaceKeys.all });
        toast(answer.message, { tone: 'success' });
        void navigate(`/dashboard/marketplace/${answer.data.id}`);
      },
      { failure: t`Could not list your item. Please try again.` },
    );
  return (
    <PageMain className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Sell an item</Trans>
      </h1>
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`Sell an item`}>
          <FormBanner banner={form.banner} />
          <Input label={t`Title`} maxLength={MarketplaceLimits.titleMaxLength} {...form.field('title')} />
          <Textarea
            label={t`Description`}
            rows={4}
            maxLength={MarketplaceLimits.descriptionMaxLength}
            {...form.field('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t`Category`}
              options={marketplaceCategories}
              labels={marketplaceCategoryLabels}
              {...form.field('category')}
            />
            <Select
              label={t`Condition`}
              options={marketplaceConditions}
              labels={marketplaceConditionLabels}
              {...form.field('condition')}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Input
              label={symbol ? t`Price (${symbol})` : t`Price`}
              inputMode="decimal"
              placeholder={t`0 for free`}
              hint={currency ? t`In ${currency}; 0 gives it away for free.` : t`0 gives it away for free.`}
              {...form.field('price')}
            />
            <label className="flex items-center gap-2 text-sm text-fg sm:mt-8">
              <input
                type="checkbox"
                checked={free}
                onChange={(event) => {
                  form.setValue('price', event.target.checked ? '0' : '', { shouldDirty: true });
                  form.clearErrors('price');
                }}
              />
              <Trans>Give it away for free</Trans>
            </label>
          </div>
          <Controller
            control={form.control}
            name="photos"
            render={({ field: photos, fieldState }) => (
              <ImagePicker
                label={t`Photos (up to ${maxPhotos})`}
                max={maxPhotos}
                files={photos.value ?? []}
                chooseText={t`Add photos`}
                onChange={(files) => {
                  photos.onChange(files);
                  form.clearErrors('photos');
                  form.setBanner(null);
                }}
                name={photos.name}
                ref={photos.ref}
                onBlur={photos.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <p className="text-xs text-muted">
            <Trans>Shown to neighbours in your area; your exact address is never shared.</Trans>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Link
              to="/dashboard/marketplace"
              className="inline-flex min-h-10 items-center rounded-lg px-4 py-2 text-sm font-semibold text-muted hover:bg-sunken"
              onClick={() => create.cancel()}
            >
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? <Trans>Listing…</Trans> : <Trans>List item</Trans>}
            </Button>
          </div>
        </form>
      </Card>
    </PageMain>
  );
}
