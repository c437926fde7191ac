import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertMediaKey, isMediaKey, mediaContentType } from './media-key.js';
import type { MediaStorage, StoredObject } from './media-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Garage, Ceph RGW, R2); omitted for AWS S3. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A CDN or public bucket address media URLs point at (ends with '/'); else `/media/`. */
  publicUrl?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True for the SDK's "no such object" answers (GetObject's NoSuchKey, HeadObject's bare 404). */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Media in an S3-compatible bucket (issue 21, decision 0022), through the maintained AWS SDK.
 * Keys are the same as on disk, so URLs stay `/media/<key>` whichever driver stores them (the
 * server streams them, or redirects to a signed URL), unless MEDIA_PUBLIC_URL names a CDN.
 */
export class S3Storage implements MediaStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | undefined;

  constructor(
    options: S3StorageOptions,
    private readonly publicPrefix = '/media/',
  ) {
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: most S3-compatible servers reject the SDK's default
      // streaming trailers, and the image pipeline's output is small and written in one request.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertMediaKey(key);
    // A PUT is atomic in S3: readers see the whole object or none.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: mediaContentType(key),
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    // Deleting a missing object succeeds in S3, as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async open(key: string): Promise<StoredObject | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return undefined;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isMediaKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  /** A URL that reads the object directly from the bucket for `seconds` (S3_SERVE=redirect). */
  signedUrl(key: string, seconds: number): Promise<string> {
    assertMediaKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: seconds });
  }

  urlFor(key: string): string {
    assertMediaKey(key);
    return `${this.publicUrl ?? this.publicPrefix}${key}`;
  }

  keyFromUrl(url: string): string | undefined {
    for (const prefix of [this.publicPrefix, this.publicUrl]) {
      if (!prefix || !url.startsWith(prefix)) continue;
      const key = url.slice(prefix.length);
      if (isMediaKey(key)) return key;
    }
    return undefined;
  }
}
