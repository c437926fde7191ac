import type { Config } from '../../config.js';

/** Bounds on one uploaded image, from UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS. */
export interface ImageLimits {
  maxBytes: number;
  /** width × height of the (first frame of the) source, checked from its header before decoding. */
  maxPixels: number;
}

export function imageLimitsFrom(config: Pick<Config, 'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_PIXELS'>): ImageLimits {
  return { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS };
}
