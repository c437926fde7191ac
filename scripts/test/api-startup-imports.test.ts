import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { apiBuildOptions } from '../api-build-options.mjs';

/**
 * Decision 0036: a start parses and runs only what every server uses. What a particular server
 * or request needs is loaded on first use, so its code sits in chunks of its own. This builds the
 * API as `npm run build:api` does (nothing written) and follows what a start loads: main.js, the
 * server chunk it imports while the database opens, and everything they import statically.
 */
const LOADED_ON_FIRST_USE = {
  /** Packages loaded from node_modules. */
  external: ['sharp', '@fastify/swagger-ui', 'pg', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  /** Packages bundled into chunks of their own. */
  bundled: ['nodemailer', 'ioredis', 'web-push'],
};

function startupOutputs(metafile: Metafile): Metafile['outputs'][string][] {
  const outputs = metafile.outputs;
  const startingPoints = Object.keys(outputs).filter((name) =>
    ['apps/api/src/main.ts', 'apps/api/src/server.ts'].includes(outputs[name]!.entryPoint ?? ''),
  );
  expect(startingPoints).toHaveLength(2);
  const reached = new Set<string>();
  const visit = (name: string): void => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const edge of outputs[name]!.imports) {
      if (!edge.external && edge.kind === 'import-statement') visit(edge.path);
    }
  };
  startingPoints.forEach(visit);
  return [...reached].map((name) => outputs[name]!);
}

async function buildMetafile(): Promise<Metafile> {
  const { metafile } = await build({
    ...apiBuildOptions(path.join(os.tmpdir(), 'ourhood-startup-imports')),
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  return metafile;
}

describe('what a start of the built API loads', () => {
  it('leaves out the packages that only some servers or requests use', async () => {
    const metafile = await buildMetafile();
    const loaded = startupOutputs(metafile);
    const externals = new Set(
      loaded.flatMap((output) =>
        output.imports.filter((edge) => edge.external && edge.kind !== 'dynamic-import').map((edge) => edge.path),
      ),
    );
    const bundledPackages = new Set(
      loaded.flatMap((output) =>
        Object.keys(output.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []),
      ),
    );

    // What every start needs is there, so the walk above does reach the server.
    expect([...externals]).toContain('@electric-sql/pglite');
    expect([...bundledPackages]).toContain('fastify');
    for (const name of LOADED_ON_FIRST_USE.external) expect([...externals]).not.toContain(name);
    for (const name of LOADED_ON_FIRST_USE.bundled) expect([...bundledPackages]).not.toContain(name);
    // ...and each of them is still in the build, loaded later.
    const all = Object.values(metafile.outputs);
    const everyExternal = all.flatMap((output) => output.imports.filter((edge) => edge.external).map((e) => e.path));
    for (const name of LOADED_ON_FIRST_USE.external) expect(everyExternal).toContain(name);
  });

  it('carries one copy of ajv, zod in English only, and the stand-ins of modules used later', async () => {
    const inputs = startupOutputs(await buildMetafile()).flatMap((output) => Object.keys(output.inputs));
    const ajvCopies = new Set(inputs.flatMap((input) => /^(.*node_modules\/ajv)\//.exec(input)?.[1] ?? []));
    expect([...ajvCopies]).toHaveLength(1);
    const zodLocales = inputs.filter((input) => /node_modules\/zod\/v4\/locales\/(?!index)/.test(input));
    expect(zodLocales.map((input) => path.basename(input))).toEqual(['en.js']);
    for (const name of ['yaml', 'glob', 'node:http2', 'debug']) expect(inputs).toContain(`loaded-on-first-use:${name}`);
    const bundled = inputs.filter((input) => /node_modules\/(yaml|glob|debug)\//.test(input));
    expect(bundled).toEqual([]);
  });
});
