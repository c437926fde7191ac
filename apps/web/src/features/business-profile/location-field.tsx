import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { OrganizationOwner } from '@ourhood/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { currentPosition, locationErrorMessage } from '../../lib/location/current-position';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { useOrganizationSetup } from '../../lib/organizations/use-organization-setup';

/**
 * The organization's place on the map (issue 42): publishing updates and showing nearest-first in
 * Discover need it, and until now no screen could set it. The device's position is sent; the
 * server keeps the area and rounded coordinates only.
 */
export function LocationField({ me }: { me: OrganizationOwner }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const setup = useOrganizationSetup();
  const isSet = setup.data?.items.find((item) => item.key === 'location')?.done ?? Boolean(me.location.suburb);
  const area = [me.location.suburb, me.location.city].filter(Boolean).join(', ');
  const locate = useMutation({
    mutationFn: async () => {
      const { coords } = await currentPosition();
      return organizationsApi.updateMe({ latitude: coords.latitude, longitude: coords.longitude });
    },
    onSuccess: async ({ data }) => {
      client.setQueryData(organizationKeys.me, (previous: { data: OrganizationOwner } | undefined) =>
        previous ? { ...previous, data } : previous,
      );
      await client.invalidateQueries({ queryKey: organizationKeys.all });
      toast(t`Location updated`, { tone: 'success' });
    },
  });
  return (
    <section id="location" aria-labelledby="business-location-heading" className="flex flex-col gap-2">
      <h3 id="business-location-heading" className="text-sm font-semibold text-fg">
        <Trans>Location</Trans>
      </h3>
      <p className="text-sm text-muted" aria-live="polite" data-testid="business-location">
        <MapPin className="me-1 inline-block h-4 w-4 align-[-2px] text-accent" />
        {isSet && area ? area : t`Not set yet: needed to publish updates and to be found nearby.`}
      </p>
      {locate.isError ? <Banner tone="error">{locationErrorMessage(locate.error)}</Banner> : null}
      <div>
        <Button variant={isSet ? 'secondary' : 'primary'} busy={locate.isPending} onClick={() => locate.mutate()}>
          {locate.isPending ? t`Locating...` : isSet ? t`Update location` : t`Use my current location`}
        </Button>
      </div>
    </section>
  );
}
