import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationOwner } from '@ourhood/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { PinPicker } from '../../components/map/pin-picker';
import type { LatLng } from '../../components/map/map-types';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useMapStart } from '../../lib/map/map-api';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';

const pinOf = (me: OrganizationOwner): LatLng | null =>
  me.latitude !== null && me.longitude !== null ? { latitude: me.latitude, longitude: me.longitude } : null;

/**
 * "Location on the map" (issue 44): the organization's pin at its public address, shown on
 * Discover's map. Placed with the place search and the map, saved through PATCH /organization/me.
 */
export function MapPinField({ me }: { me: OrganizationOwner }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const saved = pinOf(me);
  const [pin, setPin] = useState<LatLng | null>(saved);
  const { start } = useMapStart(saved ?? null);
  const changed = pin !== null && (pin.latitude !== saved?.latitude || pin.longitude !== saved?.longitude);
  const save = useMutation({
    mutationFn: (point: LatLng) => organizationsApi.updateMe(point),
    onSuccess: async ({ data }) => {
      client.setQueryData(organizationKeys.me, (previous: { data: OrganizationOwner } | undefined) =>
        previous ? { ...previous, data } : previous,
      );
      await client.invalidateQueries({ queryKey: organizationKeys.all });
      toast(t`Pin saved`, { tone: 'success' });
    },
  });
  return (
    <section aria-labelledby="business-map-pin-heading" className="flex flex-col gap-2" data-testid="business-map-pin">
      <h3 id="business-map-pin-heading" className="text-sm font-semibold text-fg">
        <Trans>Location on the map</Trans>
      </h3>
      <p className="text-sm text-muted">
        <Trans>Neighbours find you on Discover's map at this pin: put it on your public address.</Trans>
      </p>
      <PinPicker value={pin} onChange={setPin} start={start} label={t`Your pin on the map`} />
      {save.isError ? <Banner tone="error">{errorMessage(save.error, t`The pin could not be saved`)}</Banner> : null}
      <div>
        <Button variant="secondary" disabled={!changed} busy={save.isPending} onClick={() => pin && save.mutate(pin)}>
          <Trans>Save the pin</Trans>
        </Button>
      </div>
    </section>
  );
}
