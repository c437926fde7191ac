import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RentalMessages, rentalRequestFieldsSchema, type RentalRequestFields } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors, withoutField } from '../../lib/field-errors';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { rentalsApi } from '../../lib/rentals/rentals-api';

const empty: RentalRequestFields = { itemName: '', description: '', duration: '' };
const IMAGE_TYPE_ERROR = 'Please choose an image file';

/** Spec §2: 'Describe the item you need'; on success the form clears, closes and the list reloads. */
export function NewRequestModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useQueryClient();
  const [fields, setFields] = useState(empty);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCancellableMutation({
    mutationFn: (values: RentalRequestFields, signal) => rentalsApi.create(values, image, signal),
    onCancel: () => void client.invalidateQueries({ queryKey: rentalKeys.requests }),
    onSuccess: () => {
      setFields(empty);
      setImage(null);
      setErrors({});
      onClose();
      void client.invalidateQueries({ queryKey: rentalKeys.requests });
    },
  });

  const set = (field: keyof RentalRequestFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rentalRequestFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors((current) => ({ ...fieldErrors(parsed.error), ...(current.image ? { image: current.image } : {}) }));
      return;
    }
    if (errors.image) return;
    create.mutate(parsed.data);
  }

  function close() {
    // Cancel while posting cuts the request: nothing waits in the background to post later.
    create.cancel();
    onClose();
  }

  return (
    <Modal open={open} title="Describe the item you need" onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {create.isError ? (
          <Banner tone="error">{errorMessage(create.error, 'Could not post your request. Please try again.')}</Banner>
        ) : null}
        <Input
          label="Item Name"
          value={fields.itemName}
          error={errors.itemName}
          maxLength={200}
          onChange={(event) => set('itemName')(event.target.value)}
        />
        <Textarea
          label="Description"
          rows={3}
          value={fields.description}
          error={errors.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <Input
          label="Duration"
          placeholder={RentalMessages.durationPlaceholder}
          value={fields.duration}
          error={errors.duration}
          onChange={(event) => set('duration')(event.target.value)}
        />
        <Input
          label="Optional Image"
          type="file"
          accept="image/*"
          error={errors.image}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            // Spec §5: image files only, checked here before anything is sent.
            if (file && !file.type.startsWith('image/')) {
              setImage(null);
              setErrors((current) => ({ ...current, image: IMAGE_TYPE_ERROR }));
              return;
            }
            setImage(file);
            setErrors((current) => withoutField(current, 'image'));
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Posting...' : '+ Post Request'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
