import type { SeriesPeriod } from '@ourhood/contract';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { SeriesPeriodSwitch } from './series-period-switch';

/** A dashboard's period switch and its "Download CSV" (the organization insights, the admin overview). */
export function SeriesToolbar({
  days,
  onDays,
  onDownload,
  canDownload,
}: {
  days: SeriesPeriod;
  onDays(period: SeriesPeriod): void;
  onDownload(): void;
  canDownload: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SeriesPeriodSwitch value={days} onChange={onDays} />
      <Button variant="secondary" onClick={onDownload} disabled={!canDownload}>
        <Trans>Download CSV</Trans>
      </Button>
    </div>
  );
}

/** The charts' places while their series load, one per chart. */
export function SeriesSkeletons({ keys }: { keys: readonly string[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true">
      {keys.map((key) => (
        <Skeleton key={key} className="h-72 w-full" />
      ))}
    </div>
  );
}
