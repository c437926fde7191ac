import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaUrlSigner } from '../lib/storage/index.js';

/** What /media/ may answer for a request: not at all, publicly, or privately until `seconds`. */
export type MediaAnswer = { allowed: false } | { allowed: true; privateSeconds?: number };

/**
 * The gate in front of /media/ (decision 0022): a private group's photo is served only with a
 * valid, unexpired signature from the server; anything else is served as before. A refusal looks
 * like a missing file (404).
 */
export async function mediaAnswer(app: FastifyInstance, key: string, request: FastifyRequest): Promise<MediaAnswer> {
  if (!(await app.privateMedia.isPrivate(key))) return { allowed: true };
  const { exp, sig } = request.query as { exp?: unknown; sig?: unknown };
  const now = app.clock.now();
  if (!app.mediaStorage.urlSigner.verify(key, exp, sig, now)) return { allowed: false };
  return { allowed: true, privateSeconds: MediaUrlSigner.secondsLeft(String(exp), now) };
}
