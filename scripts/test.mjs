// `npm test`: every check, in order, stopping at the first that fails, with each step's time.
//
// With TEST_DATABASE_URL (PostgreSQL), it runs what depends on the database (decision 0076): the
// API's integration tests, and the browser walks in which PostgreSQL behaves differently from the
// embedded PGlite: several connections, change notices between them, live streams. Lint, typecheck
// and the database-free test projects give the same answer on any database, and CI has already run
// them (with every browser walk) on PGlite. `TEST_EVERYTHING=true` runs all of it on PostgreSQL too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Walks whose server side differs on PostgreSQL: live feeds, messages, alerts and calendars cross
// connections through change notices; sign-in, sessions and mutes end across connections; a data
// export is one a day under an advisory lock.
const POSTGRES_WALKS = [
  'e2e/auth.spec.ts',
  'e2e/events.spec.ts',
  'e2e/filtered-notifications.spec.ts',
  'e2e/living-feed.spec.ts',
  'e2e/messages.spec.ts',
  'e2e/rentals.spec.ts',
  'e2e/safety.spec.ts',
  'e2e/smoke.spec.ts',
  'e2e/your-data.spec.ts',
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const everything = !onPostgres || process.env.TEST_EVERYTHING === 'true';

for (const file of POSTGRES_WALKS) {
  if (!fs.existsSync(path.join(root, file))) fail(`${file}, a PostgreSQL walk, does not exist`);
}

const steps = everything
  ? [
      ['lint', 'npm', ['run', 'lint']],
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['unit and API tests', 'npx', ['vitest', 'run']],
      ['build', 'npm', ['run', 'build']],
      ['browser walks', 'npx', ['playwright', 'test']],
    ]
  : [
      ['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api']],
      ['build', 'npm', ['run', 'build']],
      ['browser walks on PostgreSQL', 'npx', ['playwright', 'test', ...POSTGRES_WALKS]],
    ];

const times = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.log(`\n${times.join('\n')}`);
    fail(`${name} failed`, result.status ?? 1);
  }
}
console.log(`\n${times.join('\n')}`);

function fail(message, code = 1) {
  console.error(`npm test: ${message}`);
  process.exit(code);
}
