import type { MediaAccess, MediaStorage, StoredObject } from './media-storage.js';
import type { MediaUrlSigner } from './media-url-signer.js';

const SIGNED_QUERY = /\?exp=\d{1,12}&sig=[\w-]{32}$/;

/**
 * The app's storage with signed URLs for private media (a private group's photos): `urlFor(key,
 * 'private')` always answers `/media/<key>?exp=…&sig=…` (never a CDN address, since the server
 * checks the signature), and `keyFromUrl` reads a URL with or without that signature.
 */
export class PrivateMediaUrls implements MediaStorage {
  private signer: MediaUrlSigner | undefined;

  constructor(
    readonly inner: MediaStorage,
    private readonly now: () => Date,
    private readonly publicPrefix = '/media/',
  ) {}

  /** Set once the shared secret is read from the database (after migrations). */
  useSigner(signer: MediaUrlSigner): void {
    this.signer = signer;
  }

  get urlSigner(): MediaUrlSigner {
    if (!this.signer) throw new Error('media URL signer not loaded yet');
    return this.signer;
  }

  urlFor(key: string, access: MediaAccess = 'public'): string {
    if (access === 'public') return this.inner.urlFor(key);
    this.inner.urlFor(key); // checks the key
    return `${this.publicPrefix}${key}${this.urlSigner.query(key, this.now())}`;
  }

  keyFromUrl(url: string): string | undefined {
    // Only this storage's own signature is dropped; any other query makes it not our URL.
    return this.inner.keyFromUrl(url.replace(SIGNED_QUERY, ''));
  }

  put(key: string, bytes: Uint8Array): Promise<void> {
    return this.inner.put(key, bytes);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  open(key: string): Promise<StoredObject | undefined> {
    return this.inner.open(key);
  }

  list(): AsyncIterable<{ key: string; size: number }> {
    return this.inner.list();
  }
}
