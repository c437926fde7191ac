import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate, migrationVersions, readMigrations } from '../../src/db/migrate.js';
import { countStatements } from '../helpers/statement-counter.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

// A start on an up-to-date database (nearly every start) only reads what is applied; the
// migrations' transactions run only for what is missing (decision 0055: cold start).
describe('migrate', () => {
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(databaseUrl ? { url: databaseUrl, schema } : {});
  });
  afterAll(async () => {
    if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
    await database.close();
  });

  it('applies every shipped migration once, then finds nothing to do in two statements', async () => {
    expect(await migrate(database.db)).toEqual(await migrationVersions());

    const counter = countStatements(database);
    try {
      expect(await migrate(database.db)).toEqual([]);
      expect(counter.count()).toBeLessThanOrEqual(2);
    } finally {
      counter.restore();
    }
  });

  it('applies only the migrations missing from the database, in order', async () => {
    const shipped = await readMigrations();
    const added = [
      { version: '9999_a_test_table', sql: 'CREATE TABLE migrate_test_rows (id int PRIMARY KEY)' },
      { version: '9999_b_test_row', sql: 'INSERT INTO migrate_test_rows VALUES (1)' },
    ];
    expect(await migrate(database.db, [...shipped, ...added])).toEqual(added.map((migration) => migration.version));
    const { rows } = await sql<{ id: number }>`SELECT id FROM migrate_test_rows`.execute(database.db);
    expect(rows).toEqual([{ id: 1 }]);
    expect(await migrate(database.db, [...shipped, ...added])).toEqual([]);
  });
});
