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
        'flex flex-col gap-4 rounded-2xl border bg-raised p-4 shadow-sm sm:p-6',
        danger ? 'border-danger-line' : 'border-line',
      )}
    >
      <div>
        <h2 id={id} className={cx('text-lg font-semibold', danger ? 'text-danger' : 'text-fg')}>
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
