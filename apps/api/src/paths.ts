import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's own files are: `apps/api/src` when run from source (tsx), `apps/api/dist`
 * when run as the built bundle (scripts/build-api.mjs copies `data/` and `db/migrations/` next to
 * it). Every path to a shipped file starts here, so both layouts work.
 */
export const SERVER_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The repository's root (three levels above either layout), which WEB_DIST_DIR is relative to. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../../..');

/**
 * The message catalogs (gettext PO, one per locale) the contract's texts are translated with:
 * next to the built bundle (scripts/build-api.mjs copies them), else in the contract package of
 * the repository when run from source.
 */
export const LOCALES_DIR = fs.existsSync(path.join(SERVER_ROOT, 'locales'))
  ? path.join(SERVER_ROOT, 'locales')
  : path.join(REPO_ROOT, 'packages/contract/locales');
