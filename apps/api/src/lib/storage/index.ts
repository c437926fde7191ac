// Media storage: the interface services use, its local-disk implementation, the wrappers the app
// adds (durable deletes, signed private URLs) and the factory that picks a driver. The S3 driver
// (s3-storage.ts) is not re-exported: the factory loads it, and the AWS SDK with it, only when
// MEDIA_STORAGE=s3 (decision 0050).
export type { MediaAccess, MediaStorage, SignsUrls, StoredObject, UrlFor } from './media-storage.js';
export { signsUrls } from './media-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export { createMediaStorage } from './create-media-storage.js';
export { isMediaKey, mediaContentType, newMediaKeyBase } from './media-key.js';
export { DeletesRetriedByJob, MEDIA_DELETE_JOB } from './deletes-retried-by-job.js';
export { durableMediaStorage } from './durable-media-storage.js';
export { MediaUrlSigner } from './media-url-signer.js';
export { PrivateMediaIndex } from './private-media-index.js';
export { PrivateMediaUrls } from './private-media-urls.js';
export { loadMediaUrlSecret } from './media-url-secret.js';
export { baseStorage } from './base-storage.js';
