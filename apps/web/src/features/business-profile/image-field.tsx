import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { OrganizationOwner } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';

/** Uploads the logo or cover as soon as a file is chosen; the live preview shows the result. */
export function ImageField({ kind, current }: { kind: 'logo' | 'cover'; current: string | null }) {
  const client = useQueryClient();
  const inputId = useId();
  const label = kind === 'logo' ? 'Logo' : 'Cover photo';
  const saved = (data: OrganizationOwner, message: string) => {
    client.setQueryData(organizationKeys.me, (previous: { data: OrganizationOwner } | undefined) =>
      previous ? { ...previous, data } : previous,
    );
    void client.invalidateQueries({ queryKey: organizationKeys.all });
    toast(message, { tone: 'success' });
  };
  const upload = useMutation({
    mutationFn: (file: File) => organizationsApi.uploadImage(kind, file),
    onSuccess: ({ data, message }) => saved(data, message),
    onError: (error) => toast(errorMessage(error, `Failed to upload the ${label.toLowerCase()}`), { tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => organizationsApi.removeImage(kind),
    onSuccess: ({ data, message }) => saved(data, message),
    onError: (error) => toast(errorMessage(error, `Failed to remove the ${label.toLowerCase()}`), { tone: 'error' }),
  });
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={busy}
          className="w-full max-w-full text-sm text-muted file:mr-3 file:rounded-lg file:border file:border-line-strong file:bg-raised file:px-3 file:py-2 file:font-semibold file:text-fg sm:w-auto"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        {current ? (
          <Button variant="secondary" busy={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
        {upload.isPending ? <span className="text-sm text-muted">Uploading...</span> : null}
      </div>
    </div>
  );
}
