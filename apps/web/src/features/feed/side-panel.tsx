import { LocationUiMessage } from '@ourhood/contract/location-ui';
import { ChevronDown, MapPin } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useOwnProfile } from '../../lib/use-own-profile';
import { useMediaQuery } from '../../lib/use-media-query';
import { locationErrorMessage } from '../../lib/location/current-position';
import { useChangeLocation } from './use-change-location';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The alerts and events cards load after the feed's code: the dashboard's first load stays within
// its budget, and the placeholders keep their height so nothing moves when they arrive.
const AlertsPanel = lazyWithMessages(() =>
  import('../../components/alerts/alerts-panel').then((module) => ({ default: module.AlertsPanel })),
);
const UpcomingEventsCard = lazyWithMessages(() =>
  import('../../components/events/upcoming-events-card').then((module) => ({ default: module.UpcomingEventsCard })),
);

function CardPlaceholder({ label }: { label: string }) {
  return (
    <Card className="p-5" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-12 w-full" />
    </Card>
  );
}

function LocationCard({ area, detail, pending }: { area?: string; detail: string; pending: boolean }) {
  const { t } = useLingui();
  const change = useChangeLocation();
  return (
    <Card as="section" aria-labelledby="location-heading" className="p-5">
      <h2 id="location-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
        <Trans>Current location</Trans>
      </h2>
      {pending ? (
        <Skeleton className="mt-2 h-7 w-32" />
      ) : (
        <p className="mt-2 text-lg font-semibold text-fg" data-testid="current-location" aria-live="polite">
          <MapPin className="me-1 inline-block h-5 w-5 align-[-3px] text-accent" />
          {area || t`Not set yet`}
        </p>
      )}
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      {!pending && !area ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>Set your location so the posts of the neighbours around you come first.</Trans>
        </p>
      ) : null}
      {change.isError ? (
        <Banner tone="error" className="mt-3">
          {locationErrorMessage(change.error)}
        </Banner>
      ) : null}
      <Button
        variant={pending || area ? 'secondary' : 'primary'}
        className="mt-4 w-full"
        busy={change.isPending}
        onClick={() =>
          change.mutate(undefined, { onSuccess: () => toast(LocationUiMessage.UPDATED, { tone: 'success' }) })
        }
      >
        {change.isPending ? t`Locating...` : t`Change Location`}
      </Button>
    </Card>
  );
}

/**
 * The area panel of dashboard home (spec §2): location and community alerts. A column beside the
 * feed from 1024 px; above the feed on phones and tablets, collapsed to one line of constant height
 * (nothing below it moves as the profile loads), which asks a neighbour with no location to set it.
 */
export function SidePanel({ className }: { className?: string }) {
  const { t } = useLingui();
  const profile = useOwnProfile();
  const location = profile.data?.location;
  const area = location?.suburb || location?.city;
  const detail = [location?.suburb ? location.city : '', location?.state].filter(Boolean).join(', ');
  const [expanded, setExpanded] = useState(false);
  // The cards are made only when shown (beside the feed from 1024 px, or opened on a phone): a
  // phone's first visit neither renders them hidden nor asks for their alerts and events.
  const beside = useMediaQuery('(min-width: 1024px)');
  const unset = !profile.isPending && !area;
  const contentId = useId();
  return (
    <aside aria-label={t`Your area`} className={cx('flex flex-col gap-4', className)}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded(!expanded)}
        className="flex min-h-12 items-center gap-2 rounded-2xl border border-line bg-raised px-4 py-2 text-start shadow-sm lg:hidden"
      >
        <MapPin className="h-5 w-5 shrink-0 text-accent" />
        <span className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold text-fg">
            <Trans>Your area:</Trans>{' '}
          </span>
          <span className="text-muted">{profile.isPending ? '…' : area || t`Not set yet`}</span>
        </span>
        <span className="text-sm font-semibold text-accent">{expanded ? t`Hide` : unset ? t`Set it` : t`Show`}</span>
        <ChevronDown className={cx('h-4 w-4 text-accent transition-transform', expanded && 'rotate-180')} />
      </button>
      <div id={contentId} className={cx('flex-col gap-4 lg:flex', expanded ? 'flex' : 'hidden')}>
        {beside || expanded ? (
          <>
            <LocationCard area={area} detail={detail} pending={profile.isPending} />
            <Suspense fallback={<CardPlaceholder label={t`Loading community alerts`} />}>
              <AlertsPanel />
            </Suspense>
            <Suspense fallback={<CardPlaceholder label={t`Loading upcoming events`} />}>
              <UpcomingEventsCard />
            </Suspense>
          </>
        ) : null}
      </div>
    </aside>
  );
}
