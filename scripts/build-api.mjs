// npm run build:api: the API as one ES module, apps/api/dist/main.js, so `npm start` and
// `npm run serve` run plain JavaScript without the tsx loader (decision 0015). Our code and the
// contract package are bundled; every npm dependency of the API stays an import of node_modules
// (native modules, WASM and data files load from their packages as they do from source). The
// migrations and the data files go next to the bundle (apps/api/src/paths.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // The workspace's TypeScript contract is compiled in; npm packages are loaded from node_modules.
  external: Object.keys(dependencies).filter((name) => name !== '@ourhood/contract'),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
fs.cpSync(path.join(api, 'src/data'), path.join(dist, 'data'), { recursive: true });
console.log(`Built ${path.relative(root, path.join(dist, 'main.js'))}`);
