import { seriesPeriods, type SeriesPeriod } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { cx } from '../ui/cx';

/** 7 / 30 / 90 days: the period of a dashboard's daily series (toggle buttons, one pressed). */
export function SeriesPeriodSwitch({ value, onChange }: { value: SeriesPeriod; onChange(period: SeriesPeriod): void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Period`} className="inline-flex rounded-lg border border-line-strong p-0.5">
      {seriesPeriods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cx(
            'min-h-9 rounded-md px-3 text-sm font-medium',
            value === period ? 'bg-accent-soft font-semibold text-accent' : 'text-muted hover:bg-sunken hover:text-fg',
          )}
        >
          {t`${period} days`}
        </button>
      ))}
    </div>
  );
}
