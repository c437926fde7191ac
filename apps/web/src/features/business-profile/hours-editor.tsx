import { useId } from 'react';
import { weekdays, type OpeningHours, type Weekday } from '@ourhood/contract';
import { FieldError, fieldErrorProps } from '../../components/ui/field-error';
import { Trans, useLingui } from '@lingui/react/macro';
import { weekdayNames } from '../../lib/i18n/weekday-names';

const timeInput =
  'rounded-lg border border-line-strong bg-raised px-2 py-1 text-sm disabled:bg-sunken disabled:text-faint';

/** Opening hours per weekday: open/closed and the two times, plus a note. */
export function HoursEditor({
  name,
  value,
  onChange,
  error,
}: {
  /** The form field's name: focus lands on the group when its error is the first. */
  name?: string;
  value: OpeningHours;
  onChange(next: OpeningHours): void;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const dayNames = weekdayNames(i18n.locale);
  const errorId = `${useId()}-error`;
  const setDay = (day: Weekday, patch: Partial<OpeningHours[Weekday]>) =>
    onChange({ ...value, [day]: { ...value[day], ...patch } });
  return (
    <fieldset name={name} tabIndex={-1} className="flex flex-col gap-2" {...fieldErrorProps(errorId, error)}>
      <legend className="mb-1 text-sm font-medium text-fg">
        <Trans>Opening hours</Trans>
      </legend>
      {weekdays.map((day) => {
        const dayName = dayNames[day];
        return (
          <div key={day} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="w-24 text-fg">{dayName}</span>
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={!value[day].closed}
                onChange={(event) => setDay(day, { closed: !event.target.checked })}
              />
              <Trans>Open</Trans>
            </label>
            <input
              type="time"
              aria-label={t`${dayName} opens`}
              disabled={value[day].closed}
              value={value[day].open}
              onChange={(event) => setDay(day, { open: event.target.value })}
              className={timeInput}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={t`${dayName} closes`}
              disabled={value[day].closed}
              value={value[day].close}
              onChange={(event) => setDay(day, { close: event.target.value })}
              className={timeInput}
            />
          </div>
        );
      })}
      <label className="mt-1 flex flex-col gap-1 text-sm font-medium text-fg">
        <Trans>Hours note</Trans>
        <input
          value={value.note}
          placeholder={t`e.g. Closed on public holidays`}
          onChange={(event) => onChange({ ...value, note: event.target.value })}
          className="rounded-lg border border-line-strong bg-raised px-3 py-2 text-base font-normal"
        />
      </label>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
