import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { compiledPgliteWasm } from '../../src/db/pglite-wasm.js';

// Decisions 0041, 0043: PGlite's WebAssembly is compiled once per process, by the first database
// thread, and every later thread starts from that module.
describe("PGlite's WebAssembly", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('is compiled once per process: the first thread hands its module back for the next ones', async () => {
    opened.push(await openDatabase({ dataDir: 'memory://' }));
    const module = compiledPgliteWasm();
    expect(Object.prototype.toString.call(module)).toBe('[object WebAssembly.Module]');
    opened.push(await openDatabase({ dataDir: 'memory://' }));
    expect(compiledPgliteWasm()).toBe(module);
  });

  it('serves databases that are each their own', async () => {
    const [first, second] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://' }),
    ]);
    opened.push(first, second);
    const a = first.db as unknown as Kysely<unknown>;
    const b = second.db as unknown as Kysely<unknown>;
    await sql`CREATE TABLE only_here (n int)`.execute(a);
    await sql`INSERT INTO only_here VALUES (41), (1)`.execute(a);
    const { rows } = await sql<{ total: number }>`SELECT sum(n)::int AS total FROM only_here`.execute(a);
    expect(rows).toEqual([{ total: 42 }]);
    await expect(sql`SELECT * FROM only_here`.execute(b)).rejects.toMatchObject({ code: '42P01' });
  });
});
