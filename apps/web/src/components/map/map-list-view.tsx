import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MapKind } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { mapApi, mapKeys, useMapStart, useMapTiles, type MapStart } from '../../lib/map/map-api';
import { Banner } from '../ui/banner';
import { cx } from '../ui/cx';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { LazyPointsMap } from './lazy-maps';
import { nearestFirst } from './map-order';
import { listShouldFocus, mapSelection, mapShouldPan, noSelection } from './map-selection';
import { bboxParam, boxAround, type Bbox } from './map-types';

/** Below Tailwind's lg the list is a sheet over the map's bottom. */
const phoneSheet = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 1023.98px)').matches === true;

export interface MapListViewProps {
  /** What this screen shows (GET /map's `kinds`). */
  kinds: readonly MapKind[];
  /** The map's accessible name, e.g. "Organizations on the map". */
  label: string;
  /**
   * A point the screen already knows nearby; null: none (the caller's area is looked up instead);
   * undefined: the screen is still loading it.
   */
  hint: MapStart | null | undefined;
  /** What the list says when the visible area has nothing. */
  emptyText: string;
}

/**
 * The map beside its list (issue 44). Desktop: the list at the start, the map beside it. Phone: the
 * map fills the screen and the list is a sheet at its bottom (the chosen thing shown, the rest one
 * tap away). The list comes first in the page, so keyboards and screen readers use it; choosing an
 * entry highlights and pans to its marker, and a marker's click focuses its entry.
 */
export function MapListView({ kinds, label, hint, emptyText }: MapListViewProps) {
  const { t } = useLingui();
  const { start, pending } = useMapStart(hint);
  const tiles = useMapTiles();
  const [box, setBox] = useState<Bbox | null>(null);
  const bbox = box ? bboxParam(box) : start ? bboxParam(boxAround(start)) : null;
  const query = useQuery({
    queryKey: mapKeys.points(kinds, bbox ?? ''),
    queryFn: ({ signal }) => mapApi.points(bbox ?? '', kinds, signal),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
  const answered = query.data?.data;
  // By value: the start is a new object each render, and new points would redraw every marker.
  const fromLat = start?.latitude;
  const fromLng = start?.longitude;
  const points = useMemo(
    () =>
      answered && fromLat !== undefined && fromLng !== undefined
        ? nearestFirst(answered, { latitude: fromLat, longitude: fromLng })
        : [],
    [answered, fromLat, fromLng],
  );
  const [selection, dispatch] = useReducer(mapSelection, noSelection);
  const [sheetOpen, setSheetOpen] = useState(false);
  const entries = useRef(new Map<string, HTMLButtonElement>());
  const pointIds = points.map((point) => point.id).join('\n');

  useEffect(() => {
    dispatch({ type: 'points', ids: pointIds.split('\n') });
  }, [pointIds]);

  useEffect(() => {
    if (!listShouldFocus(selection) || !selection.id) return;
    const entry = entries.current.get(selection.id);
    entry?.focus({ preventScroll: true });
    entry?.scrollIntoView({ block: 'nearest' });
  }, [selection]);

  if (pending || (tiles.isPending && !tiles.isError)) {
    return <Skeleton className="h-[60dvh] w-full" />;
  }
  if (!start) {
    return (
      <EmptyState>
        <Trans>Set your location to see what is nearby on the map.</Trans>
      </EmptyState>
    );
  }
  const loading = query.isPending && bbox !== null;
  const listId = `map-list-${kinds.join('-')}`;

  return (
    <div
      className="relative h-[calc(100dvh-17rem)] min-h-[22rem] overflow-hidden rounded-xl border border-line lg:grid lg:h-[calc(100dvh-12rem)] lg:grid-cols-[minmax(16rem,22rem)_1fr] lg:overflow-visible lg:rounded-none lg:border-0"
      data-testid="map-list-view"
    >
      <section
        aria-labelledby={`${listId}-heading`}
        className={cx(
          'absolute inset-x-0 bottom-0 z-[1100] flex flex-col rounded-t-2xl border-t border-line bg-raised shadow-lg',
          'lg:static lg:z-auto lg:max-h-none lg:rounded-xl lg:border lg:shadow-none',
          sheetOpen ? 'max-h-[60%]' : 'max-h-[40%]',
        )}
        data-testid="map-list"
      >
        <div className="flex items-center justify-between gap-2 px-4 py-2">
          <h2 id={`${listId}-heading`} className="text-sm font-semibold text-fg" aria-live="polite">
            {loading ? (
              <Trans>Loading the map…</Trans>
            ) : (
              <Plural value={points.length} one="# place in view" other="# places in view" />
            )}
          </h2>
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm text-accent hover:bg-sunken lg:hidden"
            aria-expanded={sheetOpen}
            aria-controls={listId}
            onClick={() => setSheetOpen((open) => !open)}
          >
            <ChevronDown aria-hidden="true" className={cx('h-4 w-4', !sheetOpen && 'rotate-180')} />
            {sheetOpen ? t`Hide list` : t`Show list`}
          </button>
        </div>
        {query.isError ? (
          <Banner tone="error" className="mx-4 mb-2">
            {errorMessage(query.error, t`Failed to load the map`)}
          </Banner>
        ) : null}
        {query.data?.metadata.truncated ? (
          <p className="px-4 pb-2 text-xs text-muted">
            <Trans>Zoom in to see everything here.</Trans>
          </p>
        ) : null}
        {loading ? (
          <div className="flex flex-col gap-2 px-4 pb-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : points.length === 0 && !query.isError ? (
          <p className="px-4 pb-3 text-sm text-muted">{emptyText}</p>
        ) : (
          <ul id={listId} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
            {points.map((point) => {
              const selected = point.id === selection.id;
              return (
                <li key={`${point.kind}-${point.id}`} className={cx(!sheetOpen && !selected && 'max-lg:hidden')}>
                  <div className={cx('flex items-center gap-1 rounded-lg', selected && 'bg-accent-soft')}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) entries.current.set(point.id, element);
                        else entries.current.delete(point.id);
                      }}
                      aria-pressed={selected}
                      onFocus={() => {
                        if (selection.id !== point.id) dispatch({ type: 'list', id: point.id });
                      }}
                      onClick={() => dispatch({ type: 'list', id: point.id })}
                      className={cx(
                        'min-h-10 flex-1 rounded-lg px-2 py-2 text-start text-sm text-fg hover:bg-sunken',
                        selected && 'font-semibold text-accent',
                      )}
                    >
                      {point.title}
                    </button>
                    {selected ? (
                      <Link
                        to={point.url}
                        className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-accent underline-offset-2 hover:underline"
                      >
                        <Trans>Open</Trans>
                        <span className="sr-only">{point.title}</span>
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <LazyPointsMap
        className="h-full w-full lg:rounded-xl lg:border lg:border-line"
        points={points}
        tiles={tiles.data ?? null}
        label={label}
        start={start}
        selectedId={selection.id}
        panKey={mapShouldPan(selection) ? selection.turn : 0}
        onSelect={(id) => dispatch({ type: 'map', id })}
        onBoundsChange={setBox}
        fitPaddingBottom={phoneSheet() ? 160 : 40}
      />
    </div>
  );
}
