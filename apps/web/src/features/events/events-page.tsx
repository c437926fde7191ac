import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EventListItem } from '../../components/events/event-list-item';
import { Banner } from '../../components/ui/banner';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMain } from '../../components/ui/page-main';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { MapListView } from '../../components/map/map-list-view';
import { ListOrMapToggle, useListOrMap } from '../../components/map/view-toggle';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { eventsApi, type EventListParams } from '../../lib/events/events-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MonthCalendar } from './month-calendar';

type TabKey = 'upcoming' | 'mine' | 'past' | 'calendar';
const tabs = [
  { key: 'upcoming', label: msg`Upcoming nearby` },
  { key: 'mine', label: msg`My events` },
  { key: 'past', label: msg`Past` },
  { key: 'calendar', label: msg`Calendar` },
] as const;
/** The earliest date the API accepts: the past tab reaches back to the beginning. */
const PAST_FROM = '2000-01-01T00:00:00.000Z';
const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);

function EventList({ params, empty }: { params: EventListParams; empty: string }) {
  const { t } = useLingui();
  const events = useQuery({
    queryKey: eventKeys.list(params.scope, { from: params.from, to: params.to, order: params.order }),
    queryFn: ({ signal }) => eventsApi.list({ ...params, limit: 50 }, signal),
  });
  if (events.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">
          <Trans>Loading events</Trans>
        </span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (events.isError) return <Banner tone="error">{errorMessage(events.error, t`Could not load the events.`)}</Banner>;
  const list = events.data.data;
  if (list.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {list.map((event) => (
        <EventListItem key={event.id} event={event} />
      ))}
    </ul>
  );
}

/** /dashboard/events (issue 16): upcoming in my area, my events, past ones, and a month calendar. */
export default function EventsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Events`);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const [now] = useState(() => new Date().toISOString());
  const selected: TabKey = isTab(requested) ? requested : 'upcoming';
  const [view, setView] = useListOrMap();
  return (
    <PageMain
      className={`mx-auto flex w-full flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6 ${view === 'map' ? 'max-w-6xl' : 'max-w-3xl'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="me-auto text-2xl font-bold text-fg">
          <Trans>Events</Trans>
        </h1>
        <ListOrMapToggle view={view} onChange={setView} />
        <Link
          to="/dashboard/events/new"
          className="inline-flex min-h-10 items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="h-4 w-4" />
          <Trans>Create event</Trans>
        </Link>
      </div>
      {view === 'map' ? (
        <MapListView
          kinds={['event']}
          label={t`Upcoming events on the map`}
          hint={null}
          emptyText={t`No upcoming events with a place on this part of the map.`}
        />
      ) : (
        <Tabs
          label={t`Events`}
          tabs={tabs.map((tab) => ({ key: tab.key, label: i18n._(tab.label) }))}
          selected={selected}
          onSelect={(key) => setSearch(key === 'upcoming' ? {} : { tab: key }, { replace: true })}
        >
          {selected === 'upcoming' ? (
            <EventList
              params={{ scope: 'area' }}
              empty={t`No upcoming events in your area yet. Create the first one!`}
            />
          ) : selected === 'mine' ? (
            <EventList
              params={{ scope: 'mine' }}
              empty={t`You have no upcoming events. Answer going or interested to see them here.`}
            />
          ) : selected === 'past' ? (
            <EventList
              params={{ scope: 'mine', from: PAST_FROM, to: now, order: 'desc' }}
              empty={t`No past events yet.`}
            />
          ) : (
            <MonthCalendar />
          )}
        </Tabs>
      )}
    </PageMain>
  );
}
