import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Statements prepared once per connection (decision 0049).
 *
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it anew on each execution.
 * The feed's page is one statement of a few kilobytes with a dozen subqueries: parsing and planning
 * it took longer than running it (2 ms parse, 5 ms plan, 1–6 ms execution in the server's log).
 * Named, a statement is parsed once per connection, and after five executions PostgreSQL may keep
 * a generic plan for it instead of planning each time (plan_cache_mode auto: only when the generic
 * plan is estimated no worse than the custom ones).
 *
 * The name is a digest of the SQL text, so one text is one prepared statement whatever calls it.
 * Statements without parameters are left unnamed: they may be scripts of several statements
 * (migrations, backups), which only the simple protocol accepts. So is a statement run with an
 * OFFSET beyond 0 (a deep page by number): a generic plan cannot know how deep the page is, and
 * the one PostgreSQL kept for the feed's offset pages read them at 53 req/s instead of 141 with a
 * plan made for the offset; the first page (OFFSET 0) is the one worth preparing. A connection
 * prepares at most MAX_PER_CONNECTION statements; beyond that (texts that vary, such as IN lists
 * of every length) statements run unnamed as before, so a connection's memory stays bounded.
 */
export const MAX_PER_CONNECTION = 1000;
/** Digests of recent texts, so a statement is not hashed again on every execution. */
const MAX_NAMES = 4000;
const names = new Map<string, string>();
/** Per connection: the names it has prepared, and texts prepared again under a new name. */
interface ConnectionStatements {
  prepared: Set<string>;
  generations: Map<string, number>;
}
const statementsOf = new WeakMap<PoolClient, ConnectionStatements>();

/**
 * 'cached plan must not change result type': a table that a prepared `SELECT *` reads has changed
 * shape since it was prepared, as when another process migrates the database during a rolling
 * upgrade. The statement is prepared again (here under a new name, since node-postgres remembers
 * which names it has parsed), and run again when no transaction was aborted by the failure.
 */
export const CACHED_PLAN_CHANGED = '0A000';

export function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}

function statementsOn(client: PoolClient): ConnectionStatements {
  let statements = statementsOf.get(client);
  if (!statements) {
    statements = { prepared: new Set(), generations: new Map() };
    statementsOf.set(client, statements);
  }
  return statements;
}

function statementName(client: PoolClient, text: string): string | undefined {
  const { prepared, generations } = statementsOn(client);
  const generation = generations.get(text);
  const name = generation ? `${nameOf(text)}_${generation}` : nameOf(text);
  if (prepared.has(name)) return name;
  if (prepared.size >= MAX_PER_CONNECTION) return undefined;
  prepared.add(name);
  return name;
}

/** The next use of `text` on this connection prepares it afresh, under a name of its own. */
function prepareAgain(client: PoolClient, text: string): void {
  const { generations } = statementsOn(client);
  generations.set(text, (generations.get(text) ?? 0) + 1);
}

const OFFSET_PARAMETER = /\boffset \$(\d+)/i;

/** Whether the statement skips rows by a parameter that is not 0 (see above). */
function hasDeepOffset(text: string, values: readonly unknown[]): boolean {
  const match = OFFSET_PARAMETER.exec(text);
  if (!match) return false;
  const offset = values[Number(match[1]) - 1];
  return offset !== 0 && offset !== '0';
}

/**
 * Whether a statement is worth preparing: it has parameters (a script without them may hold several
 * statements) and does not skip rows by an OFFSET beyond 0 (see above). Shared with PGlite's
 * prepared statements (pglite-prepared-statements.ts).
 */
export function worthPreparing(text: string, values: readonly unknown[]): boolean {
  return values.length > 0 && !hasDeepOffset(text, values);
}

function preparingClient(client: PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    }
    const values = parameters ? [...parameters] : [];
    const text = sqlOrCursor;
    const run = (name: string | undefined) =>
      (name ? client.query({ text, values, name }) : client.query(text, values)) as unknown as Promise<
        PostgresQueryResult<R>
      >;
    const name = worthPreparing(text, values) ? statementName(client, text) : undefined;
    if (!name) return run(undefined);
    return run(name).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
      prepareAgain(client, text);
      // Inside a transaction the failure has aborted it: the caller's next attempt prepares anew.
      if (client.getTransactionStatus() !== 'I') throw error;
      return run(statementName(client, text));
    });
  }
  return { query, release: () => client.release() };
}

/** The pool as Kysely's PostgresDialect takes it, its statements prepared per connection. */
export function preparingPool(pool: Pool): PostgresPool {
  return {
    connect: async () => preparingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
