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

process.on('message', (request: EncodeRequest) => {
  readFile(request.file)
    .then((bytes) => encodeImage(bytes, request.limits, request.sizes))
    .then(
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
