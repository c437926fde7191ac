import { useLingui } from '@lingui/react/macro';
import { cx } from './cx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cx(
          'inline-block h-6 w-6 animate-spin rounded-full border-2 border-accent border-t-transparent',
          className,
        )}
      />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}
