import type { MediaStorage } from '../storage/index.js';
import type { StoredImage } from './process-image.js';

/** Every storage key of some stored images (display and thumbnail of each). */
export function storedImageKeys(images: readonly StoredImage[]): string[] {
  return images.flatMap((image) => [image.keys.display, image.keys.thumbnail]);
}

/**
 * Deletes stored files after a later step failed (a rejected request, a rolled-back transaction)
 * or when their row is deleted. Best effort and never throws, so it cannot hide the error that
 * triggered it; returns the keys it could not delete so the caller can log them.
 */
export async function deleteStoredImages(storage: MediaStorage, keys: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, i) => results[i]!.status === 'rejected');
}
