import { Trans, useLingui } from '@lingui/react/macro';
import {
  marketplaceCategories,
  marketplaceCategoryLabels,
  marketplaceConditionLabels,
  marketplaceConditions,
  MarketplaceLimits,
  type MarketplaceItemDetail,
  type UpdateMarketplaceItemBody,
} from '@ourhood/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { marketplaceApi } from '../../lib/marketplace/marketplace-api';
import { marketplaceKeys } from '../../lib/marketplace/marketplace-keys';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';

const loadSchema = () => import('@ourhood/contract').then((contract) => contract.marketplaceItemFieldsSchema);

/** The seller edits an available or reserved item's text, category, condition and price. */
function EditForm({ item, onDone }: { item: MarketplaceItemDetail; onDone(): void }) {
  const { t } = useLingui();
  const currency = item.price.currency;
  const client = useQueryClient();
  const form = useContractForm(loadSchema, {
    defaultValues: {
      title: item.title,
      description: item.description,
      category: item.category ?? 'other',
      condition: item.condition ?? 'good',
      price: String(item.price.amount),
    },
  });
  const save = useCancellableMutation({
    mutationFn: (body: UpdateMarketplaceItemBody) => marketplaceApi.update(item.id, body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const answer = await save.mutateAsync({ ...values, price: String(values.price) });
        client.setQueryData(marketplaceKeys.detail(item.id), answer);
        void client.invalidateQueries({ queryKey: marketplaceKeys.all });
        toast(answer.message, { tone: 'success' });
        onDone();
      },
      { failure: t`Could not save the item. Please try again.` },
    );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
      <Input
        label={t`Price (${currency})`}
        inputMode="decimal"
        hint={t`0 gives it away for free.`}
        {...form.field('price')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            save.cancel();
            onDone();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}

export function EditItemDialog({
  item,
  open,
  onClose,
}: {
  item: MarketplaceItemDetail;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} title={t`Edit item`} onClose={onClose} className="max-w-lg">
      {open ? <EditForm item={item} onDone={onClose} /> : null}
    </Modal>
  );
}
