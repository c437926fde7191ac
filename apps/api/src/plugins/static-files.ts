import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';
import { looksLikeFile } from '../lib/rate-limits/request-kinds.js';
import { isMediaKey } from '../lib/storage/index.js';
import { registerBucketMedia } from './bucket-media.js';
import { mediaAnswer } from './media-access.js';

/**
 * The web build's per-route pages (`routes/login.html` for /login, decision 0033): index.html with
 * that route's chunks preloaded. Read once at start: path → file relative to the build.
 */
function findRoutePages(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'routes');
  if (!fs.existsSync(dir)) return new Map();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(
    files.map((file) => [`/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`, path.join('routes', file)]),
  );
}

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE_FILES = new Set(['index.html', 'offline.html', 'sw.js', 'manifest.webmanifest']);
const mediaNotFound = { status: 'error', message: ErrorMessage.NOT_FOUND, code: ErrorCode.NOT_FOUND };

/**
 * Media on the local disk, at /media/, cached for a year (keys are never reused) and nosniff; a
 * private group's photo only with a valid signature, cached privately until it expires.
 */
async function serveMediaDir(app: FastifyInstance, config: Config) {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const key = decodeURIComponent((request.url.split('?')[0] ?? '').slice('/media/'.length));
      if (!isMediaKey(key)) return; // @fastify/static answers 404 (or 403 for dotfiles) itself
      const answer = await mediaAnswer(app, key, request);
      if (!answer.allowed) return reply.code(404).send(mediaNotFound);
      // Kept by setHeaders below, which otherwise caches for a year.
      if (answer.privateSeconds !== undefined)
        reply.header('cache-control', `private, max-age=${answer.privateSeconds}`);
      return undefined;
    });
    await scope.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
      cacheControl: false,
      setHeaders: (res) => {
        if (!res.getHeader('cache-control')) res.setHeader('cache-control', ONE_YEAR);
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  });
}

/**
 * Serves the built SPA and uploaded media so one process is the whole product, and answers
 * everything that matched no route: the 404 envelope under /api, index.html for client routes.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const { webDistDir } = config;
  if (config.MEDIA_STORAGE === 's3') await registerBucketMedia(app, app.mediaStorage, config.S3_SERVE);
  else await serveMediaDir(app, config);

  const indexHtmlPath = path.join(webDistDir, 'index.html');
  const hasSpa = fs.existsSync(indexHtmlPath);
  const routePages = findRoutePages(webDistDir);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: 'index.html',
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      // The web build writes .br and .gz next to each asset; send them to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Pre-compressed variants (index.html.br) are cached like the file they encode.
        const relative = path.relative(webDistDir, filePath).replace(/\.(br|gz)$/, '');
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', ONE_YEAR);
        // The service worker and the manifest are checked on every visit, so a deploy reaches
        // installed apps at once (decision 0027).
        else if (NO_CACHE_FILES.has(relative)) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !pathname.startsWith('/media/') &&
      !looksLikeFile(pathname);
    if (hasSpa && isClientRoute) {
      // Client-side routes (including the SPA's own 404 page) are rendered by index.html, or by
      // the route's own copy of it with its chunks preloaded.
      const page = routePages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? 'index.html';
      // The reply is not returned: a returned reply is awaited as a thenable, which adds a 'close'
      // listener to the response per call and warned of a leak under keep-alive.
      void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page, webDistDir);
      return;
    }
    void reply.code(404).send({
      status: 'error',
      message: isApi ? ErrorMessage.ROUTE_NOT_FOUND : ErrorMessage.NOT_FOUND,
      code: ErrorCode.NOT_FOUND,
    });
  });
});
