import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { cx } from '../ui/cx';

export type ListOrMap = 'list' | 'map';

/** The screen's view, kept in the URL (`?view=map`), so Back and a shared link keep it. */
export function useListOrMap(): [ListOrMap, (view: ListOrMap) => void] {
  const [params, setParams] = useSearchParams();
  const view: ListOrMap = params.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: ListOrMap) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'map') updated.set('view', 'map');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return [view, setView];
}

/** "List" / "Map": two toggle buttons (aria-pressed), one of them pressed (words only: every icon costs the dashboard's first load). */
export function ListOrMapToggle({ view, onChange }: { view: ListOrMap; onChange: (view: ListOrMap) => void }) {
  const { t } = useLingui();
  const options = [
    { key: 'list' as const, label: t`List` },
    { key: 'map' as const, label: t`Map` },
  ];
  return (
    <div role="group" aria-label={t`View`} className="inline-flex rounded-lg border border-line-strong bg-raised p-0.5">
      {options.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          aria-pressed={view === key}
          onClick={() => onChange(key)}
          className={cx(
            'inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
            view === key ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-sunken',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
