import { useId, useState } from 'react';
import { MapPin, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Place } from '@ourhood/contract';
import { MapLimits } from '@ourhood/contract';
import { usePlaceSearch, useMapTiles, type MapStart } from '../../lib/map/map-api';
import { useDebounced } from '../../lib/use-debounced';
import { Skeleton } from '../ui/skeleton';
import { LazyPinMap } from './lazy-maps';
import type { LatLng } from './map-types';

export interface PinPickerProps {
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** Where the map opens with no pin (the caller's area); null shows the search only. */
  start: MapStart | null;
  /** The map's accessible name. */
  label: string;
}

/** "Ballarat, Victoria, Australia" */
export const placeName = (place: Place) => [place.name, place.region, place.country].filter(Boolean).join(', ');

/**
 * Placing a pin (issue 44): search the offline place data by name and pick a place, then drag the
 * pin (or click the map) to the exact spot. The search and its results are plain buttons, so a
 * keyboard places the pin on the place; the map refines it.
 */
export function PinPicker({ value, onChange, start, label }: PinPickerProps) {
  const { t } = useLingui();
  const searchId = useId();
  const [input, setInput] = useState('');
  const query = useDebounced(input.trim());
  const places = usePlaceSearch(query);
  const tiles = useMapTiles();
  const opensAt = value ?? start;
  const searching = query.length >= MapLimits.placeQueryMin;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="text-sm font-medium text-fg">
        <Trans>Search a place</Trans>
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-faint" />
        <input
          id={searchId}
          type="search"
          value={input}
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
          // Inside a form, Enter would send it: here it only searches.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder={t`Town or suburb`}
          className="w-full rounded-lg border border-line-strong bg-raised py-2 ps-9 pe-3 text-base text-fg placeholder:text-faint"
        />
      </div>
      {searching ? (
        <div aria-live="polite">
          {places.isPending ? (
            <p className="text-sm text-muted">
              <Trans>Searching…</Trans>
            </p>
          ) : places.isError ? (
            <p className="text-sm text-danger">
              <Trans>Places could not be searched. Try again.</Trans>
            </p>
          ) : places.data && places.data.length > 0 ? (
            <ul aria-label={t`Places found`} className="flex flex-col rounded-lg border border-line">
              {places.data.map((place) => (
                <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
                  <button
                    type="button"
                    className="flex min-h-10 w-full items-center gap-2 px-3 py-2 text-start text-sm text-fg hover:bg-sunken"
                    onClick={() => {
                      onChange({ latitude: place.latitude, longitude: place.longitude });
                      setInput('');
                    }}
                  >
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-accent" />
                    {placeName(place)}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              <Trans>No place of that name.</Trans>
            </p>
          )}
        </div>
      ) : null}
      {opensAt ? (
        tiles.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <LazyPinMap
            className="h-64 w-full overflow-hidden rounded-lg border border-line sm:h-80"
            value={value}
            start={opensAt}
            tiles={tiles.data ?? null}
            label={label}
            onChange={onChange}
          />
        )
      ) : null}
      <p className="text-sm text-muted" aria-live="polite" data-testid="pin-position">
        {value ? (
          <Trans>
            Pin at {value.latitude.toFixed(5)}, {value.longitude.toFixed(5)}. Drag it or click the map to move it.
          </Trans>
        ) : (
          <Trans>No pin yet: search a place or click the map.</Trans>
        )}
      </p>
    </div>
  );
}
