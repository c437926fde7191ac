// Media storage: the interface services use and its local-disk implementation.
export type { MediaStorage, UrlFor } from './media-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export { isMediaKey, newMediaKeyBase } from './media-key.js';
