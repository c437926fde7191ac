import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's own files are: `apps/api/src` when run from source (tsx), `apps/api/dist`
 * when run as the built bundle (scripts/build-api.mjs copies `data/` and `db/migrations/` next to
 * it). Every path to a shipped file starts here, so both layouts work.
 */
export const SERVER_ROOT = path.dirname(fileURLToPath(import.meta.url));
