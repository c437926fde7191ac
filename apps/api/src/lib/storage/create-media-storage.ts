import type { Config } from '../../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { MediaStorage } from './media-storage.js';

/**
 * The storage MEDIA_STORAGE names: the local disk (MEDIA_DIR) or an S3-compatible bucket. The S3
 * driver is imported here, when asked for, so a server on the local disk never loads the AWS SDK
 * (8 MB of the idle process when it was bundled, decision 0050).
 */
export async function createMediaStorage(
  config: Config,
  driver: Config['MEDIA_STORAGE'] = config.MEDIA_STORAGE,
): Promise<MediaStorage> {
  if (driver === 'local') return new LocalDiskStorage(config.mediaDir);
  if (!config.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.MEDIA_PUBLIC_URL,
  });
}
