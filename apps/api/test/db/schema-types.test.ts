import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';

// The Kysely `DB` types (src/db/schema.ts) are written by hand next to each migration; the
// migrations are the truth. This reads the types with the TypeScript compiler and compares every
// table's columns, their types and nullability with the catalogue of a freshly migrated database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../src/db/schema.ts');

/** What a column's TypeScript type reads as: the kinds of value it holds, and whether null is one. */
interface TsColumn {
  kinds: Set<string>;
  nullable: boolean;
  /** The insert type allows leaving the column out (`Generated`, `ColumnType<…, … | undefined>`). */
  insertOptional: boolean;
  /** The insert type is `never`: the database fills the column in (generated columns). */
  insertNever: boolean;
  text: string;
}

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: string;
  is_identity: string;
}

function kindsOf(type: ts.Type, checker: ts.TypeChecker): { kinds: Set<string>; nullable: boolean } {
  const kinds = new Set<string>();
  let nullable = false;
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    const flags = member.flags;
    if (flags & ts.TypeFlags.Null) nullable = true;
    else if (flags & ts.TypeFlags.Undefined) continue;
    else if (flags & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral)) kinds.add('string');
    else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (flags & ts.TypeFlags.BigIntLike) kinds.add('bigint');
    else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) kinds.add('json');
    else if (checker.isArrayType(member)) {
      const element = checker.getTypeArguments(member as ts.TypeReference)[0]!;
      const inner = kindsOf(element, checker);
      for (const kind of inner.kinds) kinds.add(`${kind}[]`);
    } else if (member.getSymbol()?.getName() === 'Date') kinds.add('Date');
    else if (['Buffer', 'Uint8Array'].includes(member.getSymbol()?.getName() ?? '')) kinds.add('bytes');
    else kinds.add('json');
  }
  return { kinds, nullable };
}

/** table → column → its TypeScript type, read from the `DB` interface and the tables it names. */
function readSchemaTypes(): Map<string, Map<string, TsColumn>> {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const dbSymbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((symbol) => symbol.getName() === 'DB');
  if (!dbSymbol) throw new Error(`no DB interface in ${SCHEMA_FILE}`);
  const tables = new Map<string, Map<string, TsColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(dbSymbol))) {
    const columns = new Map<string, TsColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      const type = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<S, I, U> (and Generated<S>) is an object of __select__/__insert__/__update__.
      const selectSymbol = type.getProperty('__select__');
      const insertSymbol = type.getProperty('__insert__');
      const select = selectSymbol ? checker.getTypeOfSymbol(selectSymbol) : type;
      const insert = insertSymbol ? checker.getTypeOfSymbol(insertSymbol) : type;
      const insertMembers = insert.isUnion() ? insert.types : [insert];
      columns.set(column.getName(), {
        ...kindsOf(select, checker),
        insertOptional: insertMembers.some((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
        insertNever: (insert.flags & ts.TypeFlags.Never) !== 0,
        text: checker.typeToString(type),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

/** PostgreSQL types (udt_name) and the TypeScript kinds that read them (database.ts parses int8 to a number). */
const PG_KINDS: Record<string, string[]> = {
  uuid: ['string'],
  text: ['string'],
  varchar: ['string'],
  bpchar: ['string'],
  citext: ['string'],
  inet: ['string'],
  tsvector: ['string'],
  int2: ['number'],
  int4: ['number'],
  int8: ['number'],
  float4: ['number'],
  float8: ['number'],
  numeric: ['string', 'number'],
  bool: ['boolean'],
  timestamptz: ['Date'],
  timestamp: ['Date'],
  date: ['Date', 'string'],
  bytea: ['bytes'],
};

function allowedKinds(udtName: string): string[] | undefined {
  if (udtName === 'json' || udtName === 'jsonb') return undefined; // any JSON value the code keeps there
  if (udtName.startsWith('_')) return PG_KINDS[udtName.slice(1)]?.map((kind) => `${kind}[]`) ?? [];
  return PG_KINDS[udtName] ?? [];
}

function compare(types: Map<string, Map<string, TsColumn>>, catalogue: DbColumn[]): string[] {
  const problems: string[] = [];
  const dbTables = new Map<string, Map<string, DbColumn>>();
  for (const row of catalogue) {
    const columns = dbTables.get(row.table_name) ?? new Map<string, DbColumn>();
    columns.set(row.column_name, row);
    dbTables.set(row.table_name, columns);
  }
  for (const table of [...dbTables.keys()].sort()) {
    if (!types.has(table)) problems.push(`${table}: a table of the database, missing from DB`);
  }
  for (const [table, tsColumns] of [...types].sort(([a], [b]) => a.localeCompare(b))) {
    const dbColumns = dbTables.get(table);
    if (!dbColumns) {
      problems.push(`${table}: in DB, but no such table in the database`);
      continue;
    }
    for (const column of [...dbColumns.keys()].sort()) {
      const db = dbColumns.get(column)!;
      if (!tsColumns.has(column)) problems.push(`${table}.${column}: a ${db.udt_name} column missing from the types`);
    }
    for (const [column, ts] of [...tsColumns].sort(([a], [b]) => a.localeCompare(b))) {
      const db = dbColumns.get(column);
      const where = `${table}.${column}`;
      if (!db) {
        problems.push(`${where}: typed (${ts.text}), but no such column in the database`);
        continue;
      }
      const dbNullable = db.is_nullable === 'YES';
      // PostgreSQL reports a generated column nullable (no NOT NULL of its own); ours are computed
      // from NOT NULL columns by functions that keep them non-null, so the types may say so.
      const generatedNonNull = db.is_generated === 'ALWAYS' && !ts.nullable;
      if (dbNullable !== ts.nullable && !generatedNonNull) {
        problems.push(
          `${where}: ${dbNullable ? 'nullable' : 'NOT NULL'} in the database, ${ts.nullable ? 'nullable' : 'not nullable'} in the types (${ts.text})`,
        );
      }
      const allowed = allowedKinds(db.udt_name);
      const wrong = allowed ? [...ts.kinds].filter((kind) => !allowed.includes(kind)) : [];
      if (ts.kinds.size === 0 || wrong.length > 0) {
        problems.push(
          `${where}: ${db.udt_name} in the database (read as ${allowed?.join(' or ') ?? 'JSON'}), ${[...ts.kinds].join(' | ') || 'nothing'} in the types (${ts.text})`,
        );
      }
      const filledIn =
        db.column_default !== null || db.is_generated === 'ALWAYS' || db.is_identity === 'YES' || dbNullable;
      if ((ts.insertOptional || ts.insertNever) && !filledIn) {
        problems.push(`${where}: optional on insert in the types (${ts.text}), but NOT NULL without a default`);
      }
      if (db.is_generated === 'ALWAYS' && !ts.insertNever) {
        problems.push(`${where}: generated by the database, so its insert type should be never (${ts.text})`);
      }
    }
  }
  return problems;
}

describe('db/schema.ts', () => {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ url, schema, dataDir: url ? undefined : 'memory://' });
    await migrate(database.db);
  });
  afterAll(async () => {
    if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
    await database.close();
  });

  it('types every table and column of the migrated database, with its type and nullability', async () => {
    const { rows } = await sql<DbColumn>`
      SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_generated, c.is_identity
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    const types = readSchemaTypes();
    expect(types.size).toBeGreaterThan(0);
    // One readable list of every difference (an empty list when types and database agree).
    expect(compare(types, rows)).toEqual([]);
  });
});
