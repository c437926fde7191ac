import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { configFrom, type Config, type RawConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { TEMPLATE_ENV } from '../global-setup.js';

let template: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite (test/global-setup.ts), read once per test file. */
function migratedTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = process.env[TEMPLATE_ENV];
    return file ? new Blob([await fs.readFile(file)]) : undefined;
  })();
  return template;
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A whole app on a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a fresh schema in that PostgreSQL database. Test files run in parallel without sharing data.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof RawConfig, string>> = {},
  options: BuildAppOptions = {},
): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-test-'));
  const database = url
    ? await openDatabase({ url, schema })
    : await openDatabase({ dataDir: 'memory://', template: await migratedTemplate() });
  const config = configFrom({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Several PGlite instances booting in one test process stall its event loop for seconds;
    // load shedding would then answer 503 to unrelated requests.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Test accounts are minutes old: they would all be new (trust level 0, issue 39) and every
    // test would meet new accounts' limits. test/safety/trust-levels.test.ts sets the real default.
    TRUST_NEW_ACCOUNT_DAYS: '0',
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
    ...overrides,
  });
  const app = await buildApp(config, { database, ...options });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The configuration of a second API "process" on the same PostgreSQL schema as `ctx` (tests of
 * what crosses between processes).
 */
export function sameSchemaConfig(ctx: TestContext, overrides: Partial<Record<keyof RawConfig, string>> = {}): Config {
  return configFrom({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ctx.dataDir,
    SEED_DEMO: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Test accounts are minutes old: they would all be new (trust level 0, issue 39) and every
    // test would meet new accounts' limits. test/safety/trust-levels.test.ts sets the real default.
    TRUST_NEW_ACCOUNT_DAYS: '0',
    DATABASE_URL: ctx.app.config.DATABASE_URL!,
    DATABASE_SCHEMA: ctx.app.config.DATABASE_SCHEMA!,
    ...overrides,
  });
}
