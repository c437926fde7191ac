import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';

/** Covers the screen while a sign-in or sign-up request is in progress. */
export function LoadingOverlay({ label: given }: { label?: string }) {
  const { t } = useLingui();
  const label = given ?? t`Please wait…`;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-raised/80 backdrop-blur-sm"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-3 text-fg">
        <Spinner className="h-10 w-10" label={label} />
        <p className="text-sm font-medium">{label}</p>
      </div>
    </div>
  );
}
