import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says so while the browser is offline, so a failed save is not a surprise. It floats over the
 * page (fixed), so showing or hiding it never moves the layout.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-line-strong bg-raised px-4 py-2 text-sm text-fg shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <Trans>You&apos;re offline. Nothing can be sent until the connection is back.</Trans>
    </div>
  );
}
