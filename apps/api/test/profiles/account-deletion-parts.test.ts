import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionParts } from '../../src/account-deletion-parts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const key = (reference: { table: string; column: string }) => `${reference.table}.${reference.column}`;

/** Every column of this schema's tables with a foreign key to this schema's users table. */
async function userReferencesInCatalogue(): Promise<string[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT child.relname AS "table", a.attname AS "column"
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    JOIN pg_namespace ns ON ns.oid = parent.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND parent.relname = 'users' AND ns.nspname = current_schema()
    ORDER BY 1, 2`.execute(ctx.app.database.db);
  return rows.map(key);
}

describe('account deletion parts', () => {
  it('declare every foreign key to users, so a new table cannot be forgotten', async () => {
    const inCatalogue = await userReferencesInCatalogue();
    expect(inCatalogue.length).toBeGreaterThan(0);
    const declared = new Set(accountDeletionParts.flatMap((part) => part.references.map(key)));
    const undeclared = inCatalogue.filter((reference) => !declared.has(reference));
    // Add the column to the owning feature's <feature>-account-deletion.ts (and its part to
    // src/account-deletion-parts.ts), with whatever deleting an account must do about it.
    expect(undeclared).toEqual([]);
  });

  it('declare only foreign keys that exist, each once', async () => {
    const inCatalogue = new Set(await userReferencesInCatalogue());
    const declared = accountDeletionParts.flatMap((part) => part.references.map(key));
    expect(declared.filter((reference) => !inCatalogue.has(reference))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('have one part per name', () => {
    const names = accountDeletionParts.map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
