import { newMediaKeyBase, type MediaStorage } from '../storage/index.js';
import { DEFAULT_DISPLAY_SIZE, DEFAULT_THUMBNAIL_SIZE } from './encode-image.js';
import { ImageError } from './image-errors.js';
import type { ImageLimits } from './image-limits.js';
import { imageProcess } from './image-process.js';

export { DEFAULT_DISPLAY_SIZE, DEFAULT_THUMBNAIL_SIZE } from './encode-image.js';

/** An image as stored: what the API returns plus the keys to delete it with. */
export interface StoredImage {
  url: string;
  thumbnail_url: string;
  /** Size of the display version (not of the upload). */
  width: number;
  height: number;
  keys: { display: string; thumbnail: string };
}

export interface ProcessImageOptions {
  storage: MediaStorage;
  limits: ImageLimits;
  /** Longest side of the display version; smaller images are never enlarged. */
  displaySize?: number;
  /** Longest side of the thumbnail. */
  thumbnailSize?: number;
}

/**
 * Turns untrusted upload bytes into two stored WebP files (display and thumbnail), encoded in the
 * image process (encode-image.ts says how: limits, orientation, no metadata kept). Throws AppError
 * 413/415 for bad input; stores nothing unless both versions encoded.
 */
export async function processImage(bytes: Uint8Array, options: ProcessImageOptions): Promise<StoredImage> {
  const { storage, limits } = options;
  // Refused before the bytes travel to the image process.
  if (bytes.length > limits.maxBytes) throw ImageError.tooManyBytes(limits.maxBytes);
  const encoded = await imageProcess.encode(bytes, limits, {
    display: options.displaySize ?? DEFAULT_DISPLAY_SIZE,
    thumbnail: options.thumbnailSize ?? DEFAULT_THUMBNAIL_SIZE,
  });

  const base = newMediaKeyBase();
  const keys = { display: `${base}.webp`, thumbnail: `${base}-thumb.webp` };
  await storage.put(keys.display, encoded.display);
  try {
    await storage.put(keys.thumbnail, encoded.thumbnail);
  } catch (error) {
    await storage.delete(keys.display).catch(() => {});
    throw error;
  }
  return {
    url: storage.urlFor(keys.display),
    thumbnail_url: storage.urlFor(keys.thumbnail),
    width: encoded.width,
    height: encoded.height,
    keys,
  };
}
