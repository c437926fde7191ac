import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrganizationOwner } from '@ourhood/contract';
import { ImagePicker } from '../../components/ui/image-picker';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Uploads the logo or cover as soon as a file is chosen (the shared ImagePicker previews it while
 * it uploads); the saved image shows with its Remove, and the live preview shows the result.
 */
export function ImageField({ kind, current }: { kind: 'logo' | 'cover'; current: string | null }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const logo = kind === 'logo';
  const label = logo ? t`Logo` : t`Cover photo`;
  const [uploading, setUploading] = useState<File[]>([]);
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
    onError: (error) =>
      toast(errorMessage(error, logo ? t`Failed to upload the logo` : t`Failed to upload the cover photo`), {
        tone: 'error',
      }),
    onSettled: () => setUploading([]),
  });
  const remove = useMutation({
    mutationFn: () => organizationsApi.removeImage(kind),
    onSuccess: ({ data, message }) => saved(data, message),
    onError: (error) =>
      toast(errorMessage(error, logo ? t`Failed to remove the logo` : t`Failed to remove the cover photo`), {
        tone: 'error',
      }),
  });
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-1">
      <ImagePicker
        label={label}
        shape={kind === 'logo' ? 'square' : 'wide'}
        files={uploading}
        onChange={(files) => {
          setUploading(files);
          if (files[0]) upload.mutate(files[0]);
        }}
        current={current ? { url: current, alt: logo ? t`Current logo` : t`Current cover photo` } : null}
        onRemoveCurrent={() => remove.mutate()}
        disabled={busy}
      />
      {upload.isPending ? (
        <span className="text-sm text-muted">
          <Trans>Uploading...</Trans>
        </span>
      ) : null}
    </div>
  );
}
