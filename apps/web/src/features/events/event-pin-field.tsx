import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PinPicker } from '../../components/map/pin-picker';
import type { LatLng } from '../../components/map/map-types';
import { Button } from '../../components/ui/button';
import { useMapStart } from '../../lib/map/map-api';

/**
 * "Pick the place on the map" (issue 44): the event's pin, optional. The map (and Leaflet) loads
 * only when the organizer opens it.
 */
export function EventPinField({ value, onChange }: { value: LatLng | null; onChange: (pin: LatLng | null) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="event-pin">
      <legend className="text-sm font-medium text-fg">
        <Trans>Place on the map (optional)</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          <MapPin aria-hidden="true" className="h-4 w-4" />
          {open ? t`Hide the map` : t`Pick the place on the map`}
        </Button>
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trans>Remove the pin</Trans>
          </Button>
        ) : null}
      </div>
      {open ? (
        <OpenPinPicker value={value} onChange={onChange} />
      ) : value ? (
        <p className="text-sm text-muted">
          <Trans>
            Pinned at {value.latitude.toFixed(5)}, {value.longitude.toFixed(5)}.
          </Trans>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The picker, once opened: only then is the organizer's area looked up for where the map opens. */
function OpenPinPicker({ value, onChange }: { value: LatLng | null; onChange: (pin: LatLng) => void }) {
  const { t } = useLingui();
  const { start } = useMapStart(value);
  return <PinPicker value={value} onChange={onChange} start={start} label={t`The event's place on the map`} />;
}
