import type { ImageType } from './image-type.js';
import { loadedSharp } from './sharp-loader.js';

/**
 * Which sniffed types this server accepts: the four every sharp build decodes, plus AVIF/HEIC
 * when its libheif can decode them (sharp's prebuilt binaries decode AVIF; HEIC needs a libvips
 * built with an HEVC decoder, so a HEIC file may still fail to decode and is then refused).
 * Asked once sharp is loaded (sharp-loader.ts).
 */
export function acceptedImageTypes(): ReadonlySet<ImageType> {
  const types = new Set<ImageType>(['jpeg', 'png', 'webp', 'gif']);
  if (loadedSharp().format.heif.input.buffer) {
    types.add('avif');
    types.add('heic');
  }
  return types;
}

/** "JPEG, PNG, WebP, GIF or AVIF/HEIC", for messages. */
export function acceptedTypesLabel(): string {
  const labels = ['JPEG', 'PNG', 'WebP', 'GIF'];
  if (loadedSharp().format.heif.input.buffer) labels.push('AVIF/HEIC');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** sharp's `metadata().format` for each sniffed type, to catch a header that lies. */
export const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
  heic: 'heif',
};
