import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { DataExport } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { refetchIfInFlight } from '../../lib/refetch-if-in-flight';
import { dataExportKeys, dataExportsApi } from '../../lib/data-exports/data-exports-api';
import { SettingsSection } from './settings-section';
import { Trans, useLingui } from '@lingui/react/macro';

// While an archive is being made, its state is asked for again this often: it turns to ready
// (with its download) without a reload; the e-mail says so too.
const PREPARING_POLL_MS = 5000;

/** What the latest archive's state says, and its download when it is ready. */
function LatestExport({ latest }: { latest: DataExport }) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const date = (value: string) => i18n.date(value, { dateStyle: 'medium' });
  if (latest.status === 'queued') {
    return (
      <p className="text-sm text-fg" role="status">
        <Trans>We are preparing your archive. We will e-mail you a link when it is ready.</Trans>
      </p>
    );
  }
  if (latest.status === 'failed') {
    return (
      <Banner tone="error">
        <Trans>Your last archive could not be made. Please ask for a new one.</Trans>
      </Banner>
    );
  }
  if (latest.status !== 'ready' || !latest.expires_at) return null;
  // A small archive (no photos) is a few kilobytes: "0 MB" would look empty.
  const bytes = latest.size ?? 0;
  const size =
    bytes < 1_000_000
      ? i18n.number(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
      : i18n.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const requested = date(latest.requested_at);
  const expires = date(latest.expires_at);
  const save = async () => {
    setSaving(true);
    try {
      await dataExportsApi.save(latest.id, latest.requested_at);
    } catch (error) {
      toast(errorMessage(error, t`Could not download the archive.`), { tone: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-fg">
        <Trans>
          Your archive of {requested} is ready until {expires}.
        </Trans>
      </p>
      <Button variant="secondary" busy={saving} onClick={save}>
        <Download className="h-4 w-4" aria-hidden="true" />
        <Trans>Download archive ({size})</Trans>
      </Button>
    </div>
  );
}

/** Settings → Your data: an archive of everything the account shared, e-mailed as a link (issue 43). */
export function YourDataSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: dataExportKeys.list,
    queryFn: ({ signal }) => dataExportsApi.list(signal).then((result) => result.data),
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'queued' ? PREPARING_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => dataExportsApi.request(),
    onSuccess: (result) => {
      toast(t`We are preparing your archive. We will e-mail you a link when it is ready.`, { tone: 'success' });
      queryClient.setQueryData<DataExport[]>(dataExportKeys.list, (list) => [result.data, ...(list ?? [])]);
      // A list fetch in flight was asked before this archive existed: its answer would replace the
      // new one with an older list and stop the polling.
      refetchIfInFlight(queryClient, dataExportKeys.list);
    },
  });
  const latest = exports.data?.[0];
  return (
    <SettingsSection
      id="your-data-heading"
      title={t`Your data`}
      description={t`A copy of everything you shared on Ourhood: your profile, posts, comments, messages, listings, events, reviews and photos, in one archive.`}
    >
      {exports.isPending ? (
        <Skeleton className="h-10 w-56" />
      ) : exports.isError ? (
        <Banner tone="error">{errorMessage(exports.error, t`Your archives could not be loaded.`)}</Banner>
      ) : latest ? (
        <LatestExport latest={latest} />
      ) : null}
      {exports.isPending || latest?.status === 'queued' ? null : (
        <div>
          <Button busy={request.isPending} onClick={() => request.mutate()}>
            <Trans>Download your data</Trans>
          </Button>
        </div>
      )}
      {request.isError ? (
        <Banner tone="error">{errorMessage(request.error, t`Your archive could not be asked for.`)}</Banner>
      ) : null}
    </SettingsSection>
  );
}
