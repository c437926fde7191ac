import type { Metadata, Sharp } from 'sharp';
import { ImageError } from './image-errors.js';
import type { ImageLimits } from './image-limits.js';
import { acceptedImageTypes, SHARP_FORMAT } from './image-support.js';
import { sniffImageType } from './image-type.js';
import { loadedSharp, loadSharp } from './sharp-loader.js';

/** How large the two versions of an image are made (longest side; never enlarged). */
export interface ImageSizes {
  display: number;
  thumbnail: number;
}

/** An upload encoded: the display and thumbnail WebP files, and the display version's size. */
export interface EncodedImage {
  display: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

export const DEFAULT_DISPLAY_SIZE = 1600;
export const DEFAULT_THUMBNAIL_SIZE = 400;
/**
 * libwebp's effort (its "method", 0–6; sharp's default is 4). Measured on a 1600 × 1200 phone
 * photo (decision 0084): effort 4 took 233 ms of a core to decode and encode, effort 2 83 ms, and
 * the files differed by about 1 % in bytes at the same quality. Measured again on one libvips
 * thread (decision 0090), the display version alone: effort 2 77 ms (155.4 KB), effort 1 59 ms
 * (155.1 KB), effort 0 55 ms (156.2 KB). Effort 1 makes files no larger than 2 for three quarters
 * of its time; a photo post's image work is the largest cost in a busy neighbourhood.
 */
const WEBP = { quality: 82, effort: 1 } as const;

/** sharp's own message when a header declares more pixels than limitInputPixels. */
const PIXEL_LIMIT_ERROR = /pixel limit/i;

function decoder(bytes: Uint8Array, limits: ImageLimits): Sharp {
  return loadedSharp()(bytes, {
    // Refuse decompression bombs inside libvips too, whatever metadata() said.
    limitInputPixels: limits.maxPixels,
    // Animated GIF/WebP: only the first frame is kept (a still image everywhere, and no
    // many-frame bombs); pages: 1 is sharp's default, spelled out because it is a decision.
    pages: 1,
    // Phone cameras often write slightly malformed JPEGs; everything is re-encoded, so minor
    // warnings are tolerated and only real decode errors refuse the file.
    failOn: 'error',
  });
}

/** Header-only checks: a real image of an accepted type, within the pixel limit. */
async function inspect(bytes: Uint8Array, limits: ImageLimits): Promise<void> {
  if (bytes.length > limits.maxBytes) throw ImageError.tooManyBytes(limits.maxBytes);
  await loadSharp();
  const type = sniffImageType(bytes);
  if (!type || !acceptedImageTypes().has(type)) throw ImageError.unsupportedType();

  let metadata: Metadata;
  try {
    // metadata() parses the header only: nothing is decoded yet.
    metadata = await decoder(bytes, limits).metadata();
  } catch (error) {
    if (error instanceof Error && PIXEL_LIMIT_ERROR.test(error.message))
      throw ImageError.tooManyPixels(limits.maxPixels);
    throw ImageError.unreadable();
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw ImageError.unreadable();
  const height = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !height) throw ImageError.unreadable();
  if (metadata.width * height > limits.maxPixels) throw ImageError.tooManyPixels(limits.maxPixels);
}

/**
 * Turns untrusted upload bytes into two WebP files (display and thumbnail): type sniffed from the
 * bytes, byte and pixel limits checked before decoding, EXIF orientation applied, every piece of
 * metadata (EXIF, GPS, XMP, ICC, comments) dropped by re-encoding (sharp writes none unless asked
 * with keepMetadata/withMetadata, which we never do). Throws AppError 413/415 for bad input.
 * Runs in the image process (image-process.ts), never in the server's own.
 */
export async function encodeImage(bytes: Uint8Array, limits: ImageLimits, sizes: ImageSizes): Promise<EncodedImage> {
  await inspect(bytes, limits);

  const inside = (size: number) => ({ width: size, height: size, fit: 'inside', withoutEnlargement: true }) as const;

  try {
    // The upload is decoded once (JPEG shrink-on-load straight to the display size), and both
    // versions are encoded from those pixels: a 12-megapixel photo used to be decoded twice.
    const pixels = await decoder(bytes, limits)
      .rotate() // applies the EXIF Orientation tag, then forgets it
      .resize(inside(sizes.display))
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const sharp = loadedSharp();
    const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
    // One after the other: one core (image-process-entry.ts).
    const display = await sharp(pixels.data, raw).webp(WEBP).toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(pixels.data, raw).resize(inside(sizes.thumbnail)).webp(WEBP).toBuffer();
    return { display: display.data, thumbnail, width: display.info.width, height: display.info.height };
  } catch (error) {
    if (error instanceof Error && PIXEL_LIMIT_ERROR.test(error.message))
      throw ImageError.tooManyPixels(limits.maxPixels);
    throw ImageError.unreadable();
  }
}
