import { StorageKeys } from '@ourhood/contract/constants';
import { useCallback, useSyncExternalStore } from 'react';

// Every shell on the page shares one value, and a change in another tab shows here too.
const listeners = new Set<() => void>();
// Where the choice lives when the browser blocks storage: for this page only.
let unstored = false;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(StorageKeys.sidebar) === 'collapsed';
  } catch {
    return unstored;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKeys.sidebar) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether the desktop sidebar is collapsed to its icons, remembered on this device. Labelled
 * (expanded) until the person collapses it: labels are what a newcomer reads (issue 42).
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  const setCollapsed = useCallback((next: boolean) => {
    try {
      if (next) localStorage.setItem(StorageKeys.sidebar, 'collapsed');
      else localStorage.removeItem(StorageKeys.sidebar);
    } catch {
      unstored = next;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [collapsed, setCollapsed];
}
