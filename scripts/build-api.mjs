// npm run build:api: the API in apps/api/dist, so `npm start` and `npm run serve` run plain
// JavaScript without the tsx loader (decision 0015). Our code, the contract package and the
// plain-JavaScript npm dependencies are bundled: Node resolving and compiling a few thousand files
// of node_modules was most of a cold start (decision 0050). The packages that must load from their
// own folder stay requires of node_modules (LOADED_FROM_PACKAGE in api-build-options.mjs).
// The server is one CommonJS bundle (app.cjs) and main.js the launcher that loads it with V8's code
// cache (decision 0045); the image process has its own entry. The migrations, the data files and
// the message catalogs go next to the bundle (src/paths.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { appBuildOptions, imageProcessBuildOptions, launcherBuildOptions } from './api-build-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
await build(appBuildOptions(dist));
// The launcher names the code cache after the bundle's content (launch/code-cache.ts).
const bundleId = createHash('sha256')
  .update(fs.readFileSync(path.join(dist, 'app.cjs')))
  .digest('hex')
  .slice(0, 16);
await build(launcherBuildOptions(dist, bundleId));
await build(imageProcessBuildOptions(dist));
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
fs.cpSync(path.join(api, 'src/data'), path.join(dist, 'data'), { recursive: true });
// API `message` texts in the caller's language (lib/i18n): the catalogs live with the contract.
fs.cpSync(path.join(root, 'packages/contract/locales'), path.join(dist, 'locales'), { recursive: true });
console.log(`Built ${path.relative(root, path.join(dist, 'main.js'))}`);
