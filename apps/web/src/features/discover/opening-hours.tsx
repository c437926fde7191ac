import { weekdays, type OpeningHours } from '@ourhood/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { weekdayNames } from '../../lib/i18n/weekday-names';

/** Opening hours as a small table; 'Hours not set' when every day is closed and there is no note. */
export function OpeningHoursTable({ hours }: { hours: OpeningHours }) {
  const { t, i18n } = useLingui();
  const dayNames = weekdayNames(i18n.locale);
  const set = weekdays.some((day) => !hours[day].closed) || hours.note;
  if (!set) {
    return (
      <p className="text-sm text-muted">
        <Trans>Hours not set</Trans>
      </p>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {weekdays.map((day) => (
          <div key={day} className="contents">
            <dt className="text-muted">{dayNames[day]}</dt>
            <dd className="text-fg">{hours[day].closed ? t`Closed` : `${hours[day].open} – ${hours[day].close}`}</dd>
          </div>
        ))}
      </dl>
      {hours.note ? <p className="mt-2 text-sm text-muted">{hours.note}</p> : null}
    </>
  );
}
