import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { RentalMessages, rentalRequestFormSchema, type RentalRequestForm } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { rentalsApi } from '../../lib/rentals/rentals-api';
import { contractText } from '../../lib/i18n/contract-text';

const empty: RentalRequestForm = { itemName: '', description: '', duration: '', image: [] };

/** Spec §2: 'Describe the item you need'; on success the form clears, closes and the list reloads. */
export function NewRequestModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // The route's rentalRequestFieldsSchema plus the optional image (rentalRequestFormSchema).
  const form = useContractForm(rentalRequestFormSchema, { defaultValues: empty });
  const { field } = form;
  const create = useCancellableMutation({
    mutationFn: ({ image, ...fields }: RentalRequestForm, signal) =>
      rentalsApi.create(fields, image[0] ?? null, signal),
    onCancel: () => void client.invalidateQueries({ queryKey: rentalKeys.requests }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        await create.mutateAsync(values);
        form.reset(empty);
        onClose();
        void client.invalidateQueries({ queryKey: rentalKeys.requests });
      },
      { failure: t`Could not post your request. Please try again.` },
    );

  function close() {
    // Cancel while posting cuts the request: nothing waits in the background to post later.
    create.cancel();
    form.clearErrors();
    form.setBanner(null);
    onClose();
  }

  return (
    <Modal open={open} title={t`Describe the item you need`} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Input label={t`Item Name`} maxLength={200} {...field('itemName')} />
        <Textarea label={t`Description`} rows={3} {...field('description')} />
        <Input
          label={t`Duration`}
          placeholder={contractText(RentalMessages.durationPlaceholder)}
          {...field('duration')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field: image, fieldState }) => (
            // Spec §5: image files only, checked by the picker before anything is sent.
            <ImagePicker
              label={t`Optional Image`}
              files={image.value ?? []}
              onChange={(files) => {
                image.onChange(files);
                form.clearErrors('image');
                form.setBanner(null);
              }}
              name={image.name}
              ref={image.ref}
              onBlur={image.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {/* Enabled while posting: Cancel cuts the request. */}
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Trans>Posting...</Trans> : <Trans>+ Post Request</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
