import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/paths.js';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the V8 flags the server sets as it runs', () => {
  // V8 takes a code cache only from a process with the same flags; the launcher sets every flag of
  // v8-flags.ts before it loads the server with its cache (decision 0045). A flag set elsewhere
  // would make V8 turn down every cache, and every start would compile the whole server again.
  it('are set only through v8-flags.ts, which the launcher sets first', () => {
    const setters = sourceFiles(SERVER_ROOT).filter((file) =>
      fs.readFileSync(file, 'utf8').includes('setFlagsFromString'),
    );
    expect(setters.map((file) => path.relative(SERVER_ROOT, file))).toEqual(['v8-flags.ts']);
    const launcher = fs.readFileSync(path.join(SERVER_ROOT, 'launch/main.ts'), 'utf8');
    expect(launcher).toContain('for (const flag of Object.values(V8_FLAGS)) setV8Flag(flag);');
  });
});
