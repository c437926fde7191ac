import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTargetTypes, searchTypes } from '@ourhood/contract';
import { contentKinds } from '../../src/content-kinds.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** Every table of this schema with a `hidden_at` column: content moderation can hide. */
async function hideableTablesInCatalogue(): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    SELECT c.relname AS "table"
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace ns ON ns.oid = c.relnamespace
    WHERE a.attname = 'hidden_at' AND NOT a.attisdropped AND c.relkind = 'r' AND ns.nspname = current_schema()
    ORDER BY 1`.execute(ctx.app.database.db);
  return rows.map((row) => row.table);
}

describe('content kinds', () => {
  it('declare every report target type, each once, so a new kind cannot be forgotten', () => {
    const declared = contentKinds.all.map((kind) => kind.type);
    // Add the kind in the owning feature's <feature>-content-kind.ts and list it in src/content-kinds.ts.
    expect([...reportTargetTypes].filter((type) => !declared.includes(type))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    for (const type of reportTargetTypes) expect(contentKinds.of(type)?.type).toBe(type);
  });

  it('declare every table with a hidden_at column, and only such tables', async () => {
    const inCatalogue = await hideableTablesInCatalogue();
    expect(inCatalogue.length).toBeGreaterThan(0);
    const declared = contentKinds.all.map((kind) => kind.table);
    expect(inCatalogue.filter((table) => !declared.includes(table))).toEqual([]);
    expect(declared.filter((table) => !inCatalogue.includes(table))).toEqual([]);
  });

  it('declare a search for every search type, each once', () => {
    const declared = contentKinds.all.flatMap((kind) => (kind.search ? [kind.search.type] : []));
    expect([...declared].sort()).toEqual([...searchTypes].sort());
  });

  it('find nothing for an unknown id of any kind', async () => {
    for (const kind of contentKinds.all) {
      expect(await kind.find(ctx.app.database.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    }
  });
});
