import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A test of the lint configuration itself: features never import each other, however the
 * specifier is spelt, and shared code never imports the composition roots (eslint.config.js).
 * The probes are linted as if they were files inside a feature; nothing is written to disk.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('feature boundaries', () => {
  const apiProbe = 'apps/api/src/features/comments/boundary-probe.ts';
  const webProbe = 'apps/web/src/features/feed/boundary-probe.tsx';

  it.each([
    ['a sibling-relative import', apiProbe, "import * as other from '../posts/posts-service.js';"],
    [
      'an import through the features folder',
      apiProbe,
      "import * as other from '../../features/posts/posts-service.js';",
    ],
    ['a re-export', apiProbe, "export * from '../posts/posts-service.js';"],
    ['a dynamic import', apiProbe, "export const other = () => import('../posts/posts-service.js');"],
    ['a web sibling-relative import', webProbe, "import * as other from '../profile/profile-header';"],
    ['a web import spelt with .js', webProbe, "import * as other from '../profile/profile-header.js';"],
    ['a web import through src/', webProbe, "import * as other from '../../features/profile/profile-header';"],
  ])('refuses %s across features', async (_name, file, code) => {
    const errors = await boundaryErrors(file, `${code}\nexport const probe = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Features do not import each other/);
  });

  it.each([
    [
      'its own folder, lib/ and db/',
      apiProbe,
      "import * as own from './comments-service.js';\nimport * as lib from '../../lib/uuid.js';\nimport type * as db from '../../db/schema.js';",
    ],
    [
      'its own folder, lib/ and components/',
      webProbe,
      "import * as own from './home-page';\nimport * as lib from '../../lib/api-client';\nimport * as ui from '../../components/ui/card';",
    ],
  ])('lets a feature import %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('keeps shared code off the composition root', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/lib/notifications/boundary-probe.ts',
      "import type { App } from '../../app.js';\nexport type Probe = App;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/composition root/);
  });
});
