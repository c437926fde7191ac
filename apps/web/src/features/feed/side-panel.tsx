import { LocationUiMessage } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PinIcon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast';
import { useOwnProfile } from '../../lib/use-own-profile';
import { locationErrorMessage, useChangeLocation } from './use-change-location';

function LocationCard() {
  const profile = useOwnProfile();
  const change = useChangeLocation();
  const location = profile.data?.location;
  const area = location?.suburb || location?.city;
  const detail = [location?.suburb ? location.city : '', location?.state].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="location-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="location-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        Current location
      </h2>
      {profile.isPending ? (
        <Skeleton className="mt-3 h-6 w-32" />
      ) : (
        <p className="mt-2 text-lg font-semibold text-stone-900" data-testid="current-location" aria-live="polite">
          <PinIcon className="mr-1 inline-block align-[-2px] text-brand-700" />
          {area || 'Not set yet'}
        </p>
      )}
      {detail ? <p className="text-sm text-stone-600">{detail}</p> : null}
      {change.isError ? (
        <Banner tone="error" className="mt-3">
          {locationErrorMessage(change.error)}
        </Banner>
      ) : null}
      <Button
        variant="secondary"
        className="mt-4 w-full"
        busy={change.isPending}
        onClick={() =>
          change.mutate(undefined, { onSuccess: () => toast(LocationUiMessage.UPDATED, { tone: 'success' }) })
        }
      >
        {change.isPending ? 'Locating...' : 'Change Location'}
      </Button>
    </section>
  );
}

/** The right panel of dashboard home (spec §2): location and community alerts. */
export function SidePanel() {
  return (
    <aside aria-label="Your area" className="flex flex-col gap-4">
      <LocationCard />
      <section aria-labelledby="alerts-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="alerts-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          Community Alerts
        </h2>
        <p className="mt-2 text-sm text-stone-700">No alerts for this location at the moment.</p>
      </section>
    </aside>
  );
}
