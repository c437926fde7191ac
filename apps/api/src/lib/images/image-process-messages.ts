import type { EncodedImage, ImageSizes } from './encode-image.js';
import type { ImageLimits } from './image-limits.js';

/** What the server asks of its image process (image-process.ts): one upload to encode. */
export interface EncodeRequest {
  id: number;
  bytes: Uint8Array;
  limits: ImageLimits;
  sizes: ImageSizes;
}

/**
 * The answer: the encoded image, or why not. An upload's own fault (413/415) comes back as the
 * AppError it was (status, message, code); anything else as a message only, a 500 in the server.
 */
export type EncodeReply =
  | { id: number; image: EncodedImage }
  | { id: number; refused: { statusCode: number; message: string; code: string } }
  | { id: number; failed: string };
