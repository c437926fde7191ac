import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';

/** Stored media: how many files, how many bytes, by variant. */
export function StorageSection() {
  const { t, i18n } = useLingui();
  const storage = useQuery({ queryKey: adminKeys.storage, queryFn: ({ signal }) => adminApi.storage(signal) });
  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? i18n.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : i18n.number(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  const data = storage.data?.data;
  const filesAndSize = (files: number, bytes: number) => {
    const count = i18n.number(files);
    const amount = size(bytes);
    return t`${count} files, ${amount}`;
  };
  return (
    <Card as="section" aria-labelledby="storage-heading" className="flex flex-col gap-3 p-4">
      <h2 id="storage-heading" className="text-lg font-semibold text-fg">
        <Trans>Storage</Trans>
      </h2>
      {storage.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {storage.isError ? (
        <Banner tone="error">{errorMessage(storage.error, t`The storage could not be measured.`)}</Banner>
      ) : null}
      {data ? (
        <>
          <p className="text-fg" data-testid="storage-total">
            {data.driver === 's3' ? t`Object storage (S3)` : t`This server's disk`}:{' '}
            {filesAndSize(data.files, data.bytes)}
          </p>
          {data.by_kind.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm text-muted">
              {data.by_kind.map((kind) => (
                <li key={kind.kind}>
                  {kind.kind}: {filesAndSize(kind.files, kind.bytes)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
