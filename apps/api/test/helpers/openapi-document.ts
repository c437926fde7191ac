import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { RawConfig } from '../../src/config.js';
import { createTestApp } from './test-app.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The committed OpenAPI document (written by `npm run openapi`, checked by openapi-committed.test.ts). */
export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs/openapi.json');

/**
 * The settings that show in the document, pinned so that it reads the same on every machine: the
 * server URL (otherwise http://localhost:PORT) and the product's name. Limits written into summaries
 * (files per post…) are the defaults, since the test app builder sets none of them.
 */
export const OPENAPI_SETTINGS: Partial<Record<keyof RawConfig, string>> = {
  PUBLIC_URL: 'http://localhost:3000',
  PRODUCT_NAME: 'Ourhood',
};

/**
 * The document the server serves at /api/v1/openapi.json, formatted as Prettier formats the file.
 * Built with the test app builder: a fresh in-memory PGlite, or a fresh schema of TEST_DATABASE_URL.
 */
export async function servedOpenApiText(): Promise<string> {
  const ctx = await createTestApp(OPENAPI_SETTINGS);
  try {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json: ${response.statusCode}`);
    const options = await prettier.resolveConfig(OPENAPI_FILE);
    return await prettier.format(JSON.stringify(response.json(), null, 2), { ...options, filepath: OPENAPI_FILE });
  } finally {
    await ctx.close();
  }
}
