import { readFile } from 'node:fs/promises';
import { AppError } from '../app-error.js';
import { encodeImage } from './encode-image.js';
import type { EncodeReply, EncodeRequest } from './image-process-messages.js';
import { loadSharp } from './sharp-loader.js';

// The image process (image-process.ts starts it): uploads are decoded and encoded here, so the
// native memory libvips takes for a 12-megapixel photo goes back to the system when this process
// ends, instead of staying in the server's for good (decision 0056).

const send = (reply: EncodeReply) => process.send?.(reply);

// Loaded at once: the server starts this process while an upload is still arriving. A failure to
// load is answered to the upload that needs it (encodeImage loads it again).
loadSharp().catch(() => {});

/**
 * Uploads are encoded one at a time, each on one libvips thread (sharp-loader.ts): this process
 * takes at most one core, and the server, the database and the other requests keep the rest. A
 * burst of photos waits its turn here rather than slowing every read (decision 0090).
 */
let turn: Promise<unknown> = Promise.resolve();

process.on('message', (request: EncodeRequest) => {
  const encoded = turn
    .then(() => readFile(request.file))
    .then((bytes) => encodeImage(bytes, request.limits, request.sizes));
  turn = encoded.catch(() => undefined);
  encoded.then(
    (image) => send({ id: request.id, image }),
    (error: unknown) => {
      if (error instanceof AppError) {
        send({ id: request.id, refused: { statusCode: error.statusCode, message: error.message, code: error.code } });
      } else {
        send({ id: request.id, failed: error instanceof Error ? error.message : String(error) });
      }
    },
  );
});

// The server went away (or let this process go): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
