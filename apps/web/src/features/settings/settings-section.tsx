import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx';

/** One titled block of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  danger,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-6',
        danger ? 'border-red-300' : 'border-stone-200',
      )}
    >
      <div>
        <h2 id={id} className={cx('text-lg font-semibold', danger ? 'text-red-800' : 'text-stone-900')}>
          {title}
        </h2>
        {description ? <p className="text-sm text-stone-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
