// route-paths/ (what the web calls) is generated from route-table/ (what the server registers):
// it must be exactly what `npm run routes` writes now, so the two can never disagree.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsDir, renderRoutePaths } from '../scripts/route-paths.js';

describe('route-paths/', () => {
  it('is what `npm run routes` writes from the route table', async () => {
    const expected = await renderRoutePaths();
    const onDisk = new Map(
      fs.readdirSync(pathsDir).map((file) => [file, fs.readFileSync(path.join(pathsDir, file), 'utf8')]),
    );
    expect([...onDisk.keys()].sort(), 'run `npm run routes`').toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(onDisk.get(file), `${file}: run \`npm run routes\``).toBe(text);
    // Rendering formats every file with Prettier: over 5 s on a loaded two-core machine.
  }, 60_000);
});
