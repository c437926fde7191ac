import type { EncodedImage, ImageSizes } from './encode-image.js';
import type { ImageLimits } from './image-limits.js';

/**
 * What the server asks of its image process (image-process.ts): one upload to encode. The upload
 * travels as a file the server wrote (and removes once answered): 2.4 MB through the IPC channel
 * took 29 ms each way, a file 2 ms.
 */
export interface EncodeRequest {
  id: number;
  file: string;
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
