import type { Readable } from 'node:stream';

/**
 * Who may read a stored file: anyone who holds its URL (`public`, the default), or only holders of
 * a URL the server signed (`private`: a private group's photos; decision 0022).
 */
export type MediaAccess = 'public' | 'private';

/** Storage key → URL: what presenters take, `(key, access) => storage.urlFor(key, access)`. */
export type UrlFor = (key: string, access?: MediaAccess) => string;

/**
 * Where uploaded media lives. Services depend on this interface, not on the disk, so a bucket
 * implementation can replace the local one without touching them.
 */
export interface MediaStorage {
  /** Stores bytes under a key (see media-key.ts); readers never see a partly written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes a key; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The URL the media is served at (relative to the site, e.g. `/media/ab/ab12….webp`); with
   * `private`, a signed one (only the app's storage signs, see PrivateMediaUrls).
   */
  urlFor(key: string, access?: MediaAccess): string;
  /** The key behind a URL this storage handed out, or undefined for any other URL. */
  keyFromUrl(url: string): string | undefined;
  /** The stored bytes as a stream with their size, or undefined when the key holds nothing. */
  open(key: string): Promise<StoredObject | undefined>;
  /** Every stored key with its size, in key order (media:migrate copies and verifies with it). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

/** A storage that can hand out a time-limited URL to an object (the S3 driver). */
export interface SignsUrls {
  signedUrl(key: string, seconds: number): Promise<string>;
}

export function signsUrls(storage: MediaStorage): storage is MediaStorage & SignsUrls {
  return typeof (storage as Partial<SignsUrls>).signedUrl === 'function';
}
