import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, MAX_WAITING_UPLOADS, PHOTO_UPLOAD_VALID_HOURS, PhotoUploadMessages } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { imageLimitsFrom } from '../../lib/images/index.js';
import { readSingleImage } from '../../lib/images/read-single-image.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { messageFor } from '../../plugins/message-language.js';
import { registerPhotoUploadJobs } from './photo-upload-jobs.js';
import { PhotoPreparer } from './photo-preparer.js';
import {
  acceptUpload,
  getOwnUpload,
  presentUpload,
  removeUpload,
  type PhotoUploadsDeps,
} from './photo-uploads-service.js';

/** Photos sent ahead of their post (issue 40, decision 0089): the composer's uploads. */
export async function photoUploadsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['posts']);
  const limits = imageLimitsFrom(app.config);
  const jobDeps = { db: app.database.db, storage: app.mediaStorage, limits, log: app.log };
  registerPhotoUploadJobs(app.jobs, jobDeps);
  const preparer = new PhotoPreparer(jobDeps, app.log);
  // Photos being made finish before the database closes; queued ones are left to their jobs.
  app.addHook('preClose', () => preparer.close());

  const deps = (request: FastifyRequest): PhotoUploadsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log: request.log,
    now: () => app.clock.now(),
    prepare: (uploadId) => preparer.start(uploadId),
  });
  const present = (request: FastifyRequest) => (row: Parameters<typeof presentUpload>[0]) =>
    presentUpload(
      row,
      (key, access) => app.mediaStorage.urlFor(key, access),
      (english) => messageFor(request, english),
    );
  serve(
    apiRoutes.uploadPhoto,
    {
      summary: `Send one photo (multipart \`media\`) ahead of its post: answered at once (202, \`processing\`); it turns \`ready\` or \`failed\` within seconds (poll it), and a post takes it by id (\`upload_ids\`). At most ${MAX_WAITING_UPLOADS} waiting per account; one not posted within ${PHOTO_UPLOAD_VALID_HOURS} hours is deleted.`,
      errors: [413, 415, 429],
    },
    async (request, reply) => {
      const image = await readSingleImage(request, {
        field: 'media',
        maxBytes: limits.maxBytes,
        notAnImage: () => new AppError(415, PhotoUploadMessages.notAnImage, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
      });
      const row = await acceptUpload(deps(request), signedIn(request).id, image);
      return reply.code(202).send(ok(PhotoUploadMessages.uploadAccepted, present(request)(row)));
    },
  );

  serve(
    apiRoutes.getPhotoUpload,
    { summary: 'One of your photo uploads: its state, and the photo once ready.' },
    async (request) =>
      ok(
        PhotoUploadMessages.uploadLoaded,
        present(request)(await getOwnUpload(deps(request), signedIn(request).id, request.params.id)),
      ),
  );

  serve(
    apiRoutes.deletePhotoUpload,
    { summary: 'Remove one of your photo uploads that is not posted yet, with its files.' },
    async (request) => {
      const id = request.params.id;
      await removeUpload(deps(request), signedIn(request).id, id);
      return ok(PhotoUploadMessages.uploadDeleted, { _id: id, id });
    },
  );
}
