import { useSyncExternalStore } from 'react';
import { WIDE_QUERY } from './organization-links';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the sidebar sits beside the page (≥ 768 px) rather than in a phone's menu; follows resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
