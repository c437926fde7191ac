// Media storage: the interface services use, its local-disk and S3 implementations, and the
// factory that picks one from the configuration.
export type { MediaStorage, StoredObject, UrlFor } from './media-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export { S3Storage, type S3StorageOptions } from './s3-storage.js';
export { createMediaStorage } from './create-media-storage.js';
export { isMediaKey, mediaContentType, newMediaKeyBase } from './media-key.js';
export { DeletesRetriedByJob, MEDIA_DELETE_JOB } from './deletes-retried-by-job.js';
export { durableMediaStorage } from './durable-media-storage.js';
