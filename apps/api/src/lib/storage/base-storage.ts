import type { MediaStorage } from './media-storage.js';

/** The driver under the app's wrappers (each keeps the storage it wraps as `inner`). */
export function baseStorage(storage: MediaStorage): MediaStorage {
  let current = storage;
  while ('inner' in current && current.inner) current = current.inner as MediaStorage;
  return current;
}
