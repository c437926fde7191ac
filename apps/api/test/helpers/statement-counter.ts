import type { KyselyPlugin } from 'kysely';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';

/**
 * Counts the SQL statements the app runs: routes read `app.database.db` per request, so a
 * counting plugin installed there sees every statement of a request (the session lookup too).
 */
export function countStatements(database: Database): { reset(): void; count(): number; restore(): void } {
  let statements = 0;
  const counter: KyselyPlugin = {
    // transformResult runs once per executed statement (transformQuery also sees subqueries).
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  const original = database.db;
  database.db = original.withPlugin(counter);
  return {
    reset: () => {
      statements = 0;
    },
    count: () => statements,
    restore: () => {
      database.db = original;
    },
  };
}

/** How many statements `run` made the app run. */
export async function statementsDuring(database: Database, run: () => Promise<unknown>): Promise<number> {
  const counter = countStatements(database);
  try {
    await run();
    return counter.count();
  } finally {
    counter.restore();
  }
}

/**
 * One request with `headers`, so the caller's session is kept in the process (decision 0035) and
 * the statements counted next are the route's own.
 */
export async function keepSession(app: App, headers: Record<string, string>): Promise<void> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health', headers });
  if (response.statusCode !== 200) throw new Error(`health answered ${response.statusCode}`);
}

/**
 * How many statements the database ran during `run`, by any part of the app: features' own Kysely
 * instances and transactions too (the root instance counts them, src/db/statement-counter.ts).
 * Run with the job runner stopped, so only the request's own are counted.
 */
export async function everyStatementDuring(database: Database, run: () => Promise<unknown>): Promise<number> {
  const before = database.statementCount();
  await run();
  return database.statementCount() - before;
}
