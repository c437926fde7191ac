import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { appBuildOptions } from '../api-build-options.mjs';

/**
 * Decision 0055: a start runs only what every server uses. What a particular server or request
 * needs is loaded on first use. This builds the server as `npm run build:api` does (nothing
 * written) and follows what a start runs: the process entry, the server, and every module they
 * import or require, but not what they import with `import()`, which the bundle requires only
 * where it is first used (decision 0045).
 */
const LOADED_ON_FIRST_USE = {
  /** Packages loaded from node_modules. */
  external: ['sharp', '@fastify/swagger-ui', 'pg', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  /** Packages bundled, run only on first use. */
  bundled: ['nodemailer', 'ioredis', 'web-push'],
};

interface Startup {
  /** The bundled modules a start runs. */
  inputs: string[];
  /** The packages a start loads from node_modules. */
  externals: string[];
}

async function startup(): Promise<Startup & { metafile: Metafile }> {
  const { metafile } = await build({
    ...appBuildOptions(path.join(os.tmpdir(), 'ourhood-startup-imports')),
    write: false,
    metafile: true as const,
    sourcemap: false,
    logLevel: 'silent',
  });
  const inputs = new Set<string>();
  const externals = new Set<string>();
  const visit = (input: string): void => {
    if (inputs.has(input)) return;
    inputs.add(input);
    for (const edge of metafile.inputs[input]!.imports) {
      if (edge.kind === 'dynamic-import') continue;
      if (edge.external) externals.add(edge.path);
      else visit(edge.path);
    }
  };
  // The process entry imports the server with import() only to open the database meanwhile.
  visit('apps/api/src/process-entry.ts');
  visit('apps/api/src/server.ts');
  return { inputs: [...inputs], externals: [...externals], metafile };
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

describe('what a start of the built API runs', () => {
  it('leaves out the packages that only some servers or requests use', async () => {
    const { inputs, externals, metafile } = await startup();
    const bundledPackages = new Set(inputs.flatMap((input) => packageOf(input) ?? []));

    // What every start needs is there, so the walk above does reach the server.
    expect(externals).toContain('@electric-sql/pglite');
    expect(inputs).toContain('apps/api/src/app.ts');
    expect([...bundledPackages]).toContain('fastify');
    for (const name of LOADED_ON_FIRST_USE.external) expect(externals).not.toContain(name);
    for (const name of LOADED_ON_FIRST_USE.bundled) expect([...bundledPackages]).not.toContain(name);
    // ...and each of them is still in the build, loaded later.
    const everyInput = Object.values(metafile.inputs);
    const everyExternal = everyInput.flatMap((input) =>
      input.imports.filter((edge) => edge.external).map((e) => e.path),
    );
    for (const name of LOADED_ON_FIRST_USE.external) expect(everyExternal).toContain(name);
    const everyPackage = new Set(Object.keys(metafile.inputs).flatMap((input) => packageOf(input) ?? []));
    for (const name of LOADED_ON_FIRST_USE.bundled) expect([...everyPackage]).toContain(name);
  });

  it('carries one copy of ajv, zod in English only, and the stand-ins of modules used later', async () => {
    const { metafile } = await startup();
    const inputs = Object.keys(metafile.inputs);
    const ajvCopies = new Set(inputs.flatMap((input) => /^(.*node_modules\/ajv)\//.exec(input)?.[1] ?? []));
    expect([...ajvCopies]).toHaveLength(1);
    const zodLocales = inputs.filter((input) => /node_modules\/zod\/v4\/locales\/(?!index)/.test(input));
    expect(zodLocales.map((input) => path.basename(input))).toEqual(['en.js']);
    for (const name of ['yaml', 'glob', 'node:http2', 'debug']) expect(inputs).toContain(`loaded-on-first-use:${name}`);
    const bundled = inputs.filter((input) => /node_modules\/(yaml|glob)\//.test(input));
    expect(bundled).toEqual([]);
  });
});
