// Builds the web app and the API when their sources changed since their last build: `npm start`
// (both) and `npm run bench` (the web app, whose index.html it serves; it builds the API afresh).
// Skipping an up-to-date build makes restarts fast, and means a second `npm start` next to a
// running server does not rewrite the files that server is serving before it is refused.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/contract/src', 'package-lock.json'];
const targets = {
  web: {
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
    build: ['run', 'build', '-w', '@ourhood/web'],
  },
  api: {
    built: 'apps/api/dist/main.js',
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'scripts/build-api.mjs',
      'scripts/api-build-options.mjs',
      ...shared,
    ],
    build: ['run', 'build:api'],
  },
};

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Builds each named target whose sources are newer than its build; exits the process if a build fails. */
export function buildWhenStale(names) {
  for (const name of names) {
    const target = targets[name];
    const built = path.join(root, target.built);
    const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    if (builtAt === 0 || target.sources.some((source) => newestMtime(path.join(root, source)) > builtAt)) {
      const build = spawnSync('npm', target.build, { stdio: 'inherit', cwd: root });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWhenStale(process.argv.slice(2));
