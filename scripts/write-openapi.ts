/**
 * Writes docs/openapi.json: the OpenAPI document the API serves at /api/v1/openapi.json, built from
 * the route schemas by a throwaway app (`npm run openapi`). Run it after changing a route; the API's
 * test openapi-committed.test.ts fails while the committed file differs from what the server serves.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_FILE, servedOpenApiText } from '../apps/api/test/helpers/openapi-document.js';

const text = await servedOpenApiText();
const before = await fs.readFile(OPENAPI_FILE, 'utf8').catch(() => undefined);
await fs.writeFile(OPENAPI_FILE, text);
const relative = path.relative(process.cwd(), OPENAPI_FILE);
console.log(before === text ? `${relative} is up to date.` : `Wrote ${relative}.`);
