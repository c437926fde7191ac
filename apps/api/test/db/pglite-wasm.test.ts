import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { pgliteWasmModule } from '../../src/db/pglite-wasm.js';

// Decision 0041: PGlite's WebAssembly is compiled by us, at once and once per process, and handed
// to every PGlite the process opens.
describe("PGlite's WebAssembly", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('is compiled once per process', async () => {
    expect(pgliteWasmModule()).toBe(pgliteWasmModule());
    expect(Object.prototype.toString.call(await pgliteWasmModule())).toBe('[object WebAssembly.Module]');
  });

  it('serves databases that are each their own', async () => {
    // Node's WebAssembly, which TypeScript declares only with the browser's types.
    const wasm = (globalThis as unknown as { WebAssembly: { instantiate(...args: unknown[]): Promise<unknown> } })
      .WebAssembly;
    const instantiate = vi.spyOn(wasm, 'instantiate');
    let sources: unknown[];
    try {
      const [first, second] = await Promise.all([
        openDatabase({ dataDir: 'memory://' }),
        openDatabase({ dataDir: 'memory://' }),
      ]);
      opened.push(first, second);
      sources = instantiate.mock.calls.map(([source]) => source);
    } finally {
      instantiate.mockRestore();
    }
    // Both were made from the module compiled here, not from a compile of their own.
    const module = await pgliteWasmModule();
    expect(sources.filter((source) => source === module).length).toBeGreaterThanOrEqual(2);
    const [first, second] = opened as [Database, Database];
    const a = first.db as unknown as Kysely<unknown>;
    const b = second.db as unknown as Kysely<unknown>;
    await sql`CREATE TABLE only_here (n int)`.execute(a);
    await sql`INSERT INTO only_here VALUES (41), (1)`.execute(a);
    const { rows } = await sql<{ total: number }>`SELECT sum(n)::int AS total FROM only_here`.execute(a);
    expect(rows).toEqual([{ total: 42 }]);
    await expect(sql`SELECT * FROM only_here`.execute(b)).rejects.toMatchObject({ code: '42P01' });
  });
});
