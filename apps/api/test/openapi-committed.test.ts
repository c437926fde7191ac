import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { OPENAPI_FILE, servedOpenApiText } from './helpers/openapi-document.js';

/** The first line where two texts part, as "line N: committed … / served …" (or '' when equal). */
function firstDifference(committed: string, served: string): string {
  const a = committed.split('\n');
  const b = served.split('\n');
  const index = a.findIndex((line, i) => line !== b[i]);
  const at = index === -1 ? (a.length === b.length ? -1 : a.length) : index;
  if (at === -1) return '';
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '(end)')}, served ${JSON.stringify(b[at] ?? '(end)')}`;
}

// docs/openapi.json is the API's reviewable contract: a route change shows in the diff of a pull
// request. It must be what the server serves; `npm run openapi` writes it.
it('docs/openapi.json is the document the server serves', async () => {
  const served = await servedOpenApiText();
  const committed = await fs.readFile(OPENAPI_FILE, 'utf8').catch(() => '');
  const difference = committed ? firstDifference(committed, served) : 'the file is missing';
  expect(
    difference,
    'docs/openapi.json differs from the OpenAPI document the server serves: run `npm run openapi` and commit the file',
  ).toBe('');
});
