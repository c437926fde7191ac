import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loadAppSecret } from '../app-secrets.js';

/** The secret media URLs are signed with, the same in every process (lib/app-secrets.ts). */
export function loadMediaUrlSecret(db: Kysely<DB>): Promise<string> {
  return loadAppSecret(db, 'media_url_secret');
}
