import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './schema.js';

/**
 * PostgreSQL's autovacuum for the embedded database (decision 0058). PGlite runs PostgreSQL as a
 * single user, without the autovacuum workers and without the activity counters they go by
 * (`pg_stat_user_tables` reads 0 there). So nothing ever analyzed a table or set its visibility
 * map: the planner kept the statistics of the day a table was created, and a post with 1,600
 * comments was read by sorting all of them (29 ms) instead of one step of the index, because the
 * planner still thought the table empty.
 *
 * The signal that survives restarts is the catalog itself: `relpages` is the table's size when it
 * was last vacuumed or analyzed. A table whose file has since grown or shrunk by a tenth (and a few
 * pages), or that was never analyzed, is vacuumed and analyzed, one statement per table, so reads
 * take turns with them on PGlite's one connection (decision 0053).
 */

/** How often the tables are looked at. */
export const MAINTENANCE_INTERVAL_MS = 60_000;
/** The first look after the start: soon, but not on the cold start's path. */
export const MAINTENANCE_FIRST_MS = 10_000;

/** Tables of the app's schema that changed enough since they were last vacuumed or analyzed. */
export async function tablesToMaintain(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    CROSS JOIN LATERAL (
      SELECT pg_relation_size(c.oid) / current_setting('block_size')::int AS pages
    ) AS now_
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
      AND ((c.reltuples < 0 AND now_.pages > 0)
        OR abs(now_.pages - c.relpages) > c.relpages / 10 + 8)
    ORDER BY now_.pages`.execute(db);
  return rows.map((row) => row.name);
}

/** Vacuums and analyzes each table that needs it; answers their names. */
export async function maintainTables(db: Kysely<DB>): Promise<string[]> {
  const tables = await tablesToMaintain(db);
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  return tables;
}

/** Looks at the tables now and then until stopped; a failed look is logged and the next one tried. */
export function startPgliteMaintenance(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; firstMs?: number } = {},
): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? MAINTENANCE_INTERVAL_MS;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = maintainTables(db).then(
        (tables) => {
          if (tables.length > 0) log.debug({ tables }, 'vacuumed and analyzed');
        },
        (error: unknown) => log.warn({ err: error }, 'table maintenance failed; trying again later'),
      );
      void running.then(() => {
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(options.firstMs ?? MAINTENANCE_FIRST_MS);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
