import { Plural, useLingui } from '@lingui/react/macro';
import type { Event } from '@ourhood/contract';
import { useQueries } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { eventKeys } from '../../lib/events/event-keys';
import { localDay } from '../../lib/events/event-time';
import { eventsApi } from '../../lib/events/events-api';

/** The formats of the active language: month title, Monday-first weekday names, event times. */
function calendarFormats(locale: string) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return {
    monthName: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    timeFormat: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    // 1 January 2024 was a Monday.
    weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(new Date(2024, 0, 1 + index))),
  };
}

/** The days an event covers, in the viewer's zone ('YYYY-MM-DD'). */
function daysOf(event: Event): string[] {
  const days: string[] = [];
  const cursor = new Date(event.start);
  const last = new Date(new Date(event.end).getTime() - 1);
  cursor.setHours(0, 0, 0, 0);
  while (cursor <= last && days.length < 40) {
    days.push(localDay(cursor));
    cursor.setDate(cursor.getDate() + 1);
  }
  return days.length > 0 ? days : [localDay(new Date(event.start))];
}

/** A month grid of the events of my area and mine, in the viewer's local time. */
export function MonthCalendar() {
  const { t, i18n } = useLingui();
  const { monthName, timeFormat, weekdays } = useMemo(() => calendarFormats(i18n.locale), [i18n.locale]);
  const [month, setMonth] = useState(() => {
    const today = new Date();
    return new Date(today.getFullYear(), today.getMonth(), 1);
  });
  const from = month.toISOString();
  const to = new Date(month.getFullYear(), month.getMonth() + 1, 1).toISOString();
  const results = useQueries({
    queries: (['area', 'mine'] as const).map((scope) => ({
      queryKey: eventKeys.list(scope, { from, to, calendar: 1 }),
      queryFn: ({ signal }: { signal: AbortSignal }) => eventsApi.list({ scope, from, to, limit: 100 }, signal),
    })),
  });
  const byDay = useMemo(() => {
    const seen = new Set<string>();
    const map = new Map<string, Event[]>();
    for (const result of results) {
      for (const event of result.data?.data ?? []) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        for (const day of daysOf(event)) map.set(day, [...(map.get(day) ?? []), event]);
      }
    }
    return map;
  }, [results]);

  const firstWeekday = (month.getDay() + 6) % 7;
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1)),
  ];
  const today = localDay(new Date());
  const loading = results.some((result) => result.isPending);

  return (
    <section aria-label={t`Month calendar`} className="flex flex-col gap-3" aria-busy={loading}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          aria-label={t`Previous month`}
          onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}
        >
          <ChevronLeft className="h-5 w-5 rtl:rotate-180" />
        </Button>
        <h2 className="text-lg font-semibold text-fg" aria-live="polite">
          <time dateTime={`${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`}>
            {monthName.format(month)}
          </time>
        </h2>
        <Button
          variant="ghost"
          aria-label={t`Next month`}
          onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}
        >
          <ChevronRight className="h-5 w-5 rtl:rotate-180" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted" aria-hidden="true">
        {weekdays.map((day, index) => (
          <span key={index}>{day}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1">
        {cells.map((date, index) => {
          if (!date) return <li key={`blank-${index}`} aria-hidden="true" />;
          const day = localDay(date);
          const events = byDay.get(day) ?? [];
          const more = events.length - 3;
          return (
            <li
              key={day}
              className={cx(
                'min-h-20 rounded-lg border p-1 text-start text-xs',
                day === today ? 'border-accent' : 'border-line',
                events.length > 0 ? 'bg-accent-soft' : 'bg-raised',
              )}
              data-day={day}
            >
              <span className="font-semibold text-fg">{date.getDate()}</span>
              <ul className="mt-1 flex flex-col gap-0.5">
                {events.slice(0, 3).map((event) => (
                  <li key={event.id}>
                    <Link
                      to={`/dashboard/events/${event.id}`}
                      className={cx(
                        'block truncate text-fg hover:underline',
                        event.status === 'cancelled' && 'line-through',
                      )}
                      title={event.title}
                    >
                      {event.all_day ? '' : `${timeFormat.format(new Date(event.start))} `}
                      {event.title}
                    </Link>
                  </li>
                ))}
                {more > 0 ? (
                  <li className="text-muted">
                    <Plural value={more} one="+# more" other="+# more" />
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
