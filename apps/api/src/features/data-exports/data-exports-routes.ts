import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DataExportMessages } from '@ourhood/contract';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { registerDataExportExpiry } from './data-export-expiry-job.js';
import { registerDataExportJob } from './data-export-job.js';
import {
  archiveByToken,
  archiveOfOwner,
  listMyExports,
  requestExport,
  type Archive,
  type DataExportsDeps,
} from './data-exports-service.js';
import { mailContextOf } from '../../lib/mail/templates.js';

/** Streams an archive as a download; nobody caches it (it is one person's data). */
function sendArchive(reply: FastifyReply, archive: Archive) {
  reply.type('application/zip');
  reply.header('content-disposition', `attachment; filename="${archive.filename}"`);
  reply.header('content-length', String(archive.file.size));
  reply.header('cache-control', 'private, no-store');
  return reply.send(archive.file.body);
}

/** Your data, to take away (issue 43, decision 0077): neighbours and organizations alike. */
export async function dataExportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['your data']);
  const deps = (): DataExportsDeps => ({
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    poke: () => app.jobs.poke(),
  });
  registerDataExportJob(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    mailer: app.mailer,
    mail: mailContextOf(app.config, app.instanceDefaults),
    log: app.log,
  });
  registerDataExportExpiry(app.jobs, { db: app.database.db, clock: app.clock, storage: app.mediaStorage });

  serve(
    apiRoutes.requestDataExport,
    {
      summary:
        "Ask for an archive of the caller's data (202): a job builds a zip and e-mails a link valid 7 days. One a day: 429 EXPORT_TOO_SOON within 24 h of the last request.",
      errors: [429],
    },
    async (request, reply) => {
      const queued = await requestExport(deps(), signedIn(request).id);
      return reply.code(202).send(ok(DataExportMessages.exportQueued, queued));
    },
  );

  serve(
    apiRoutes.listDataExports,
    { summary: "The caller's latest exports, newest first: status and dates, never the link's token." },
    async (request) => ok(DataExportMessages.exportsLoaded, await listMyExports(deps(), signedIn(request).id)),
  );

  serve(
    apiRoutes.downloadMyDataExport,
    {
      summary: "The caller's own ready archive (application/zip); 404 for another's or an expired one.",
      produces: ['application/zip'],
    },
    async (request, reply) => sendArchive(reply, await archiveOfOwner(deps(), signedIn(request).id, request.params.id)),
  );

  serve(
    apiRoutes.downloadDataExport,
    {
      summary:
        'The e-mailed link (no bearer; the token is the credential): the archive as application/zip until it expires; 404 otherwise.',
      produces: ['application/zip'],
    },
    async (request, reply) => sendArchive(reply, await archiveByToken(deps(), request.params.id, request.query.token)),
  );
}
