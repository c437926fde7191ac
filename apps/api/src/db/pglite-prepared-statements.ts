import type { PGlite, Results } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { CACHED_PLAN_CHANGED, MAX_PER_CONNECTION, nameOf, worthPreparing } from './prepared-statements.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface PreparedStatement {
  name: string;
  /** The parameters' types, from which each value is serialized as PGlite's own query() does. */
  parameterTypes: number[];
  /** The statement's row description (or its 'noData'), laid before each execution's rows. */
  description: BackendMessage[];
}

/**
 * Statements prepared once on PGlite's one session, as on PostgreSQL (decision 0034).
 *
 * PGlite's `query()` runs six protocol exchanges with the WASM backend for every statement (parse,
 * describe, bind, describe, execute, sync), and PostgreSQL parses and plans the statement each
 * time. The readiness statement cost 200–400 µs that way and 70 µs prepared; the feed's page
 * statement, whose parsing and planning outweighed running it on PostgreSQL too, gains the same.
 *
 * A statement is parsed and described once, under a name that is a digest of its text (the rules
 * of prepared-statements.ts: only statements with parameters, none with an OFFSET beyond 0, at
 * most MAX_PER_CONNECTION names); each execution is then one exchange: bind, execute, sync.
 * Prepared statements outlive transactions, rolled back or not, so the cache never goes stale;
 * a statement whose tables changed shape is prepared again.
 */
export class PglitePreparedStatements {
  readonly #statements = new Map<string, PreparedStatement>();

  constructor(private readonly pglite: PGlite) {}

  /** Runs `text` with `values` prepared when it is worth it, else through PGlite's query(). */
  async query<R>(text: string, values: readonly unknown[]): Promise<Results<R>> {
    if (!worthPreparing(text, values)) return this.pglite.query<R>(text, values as unknown[]);
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    if (!statement) return this.pglite.query<R>(text, values as unknown[]);
    try {
      return await this.#execute<R>(statement, values);
    } catch (error) {
      if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
      const status = await this.#forget(text, statement);
      // Inside a transaction the failure has aborted it: the caller's next attempt prepares anew.
      if (status !== 'I') throw error;
      return this.query<R>(text, values);
    }
  }

  async #prepare(text: string): Promise<PreparedStatement | undefined> {
    if (this.#statements.size >= MAX_PER_CONNECTION) return undefined;
    const name = nameOf(text);
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: PreparedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      description: messages.filter((message) => message.name === 'rowDescription' || message.name === 'noData'),
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #execute<R>(statement: PreparedStatement, values: readonly unknown[]): Promise<Results<R>> {
    const serializers = this.pglite.serializers;
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[statement.parameterTypes[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values: serialized }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    // Always one result: the execution's, or an empty one.
    const results = parse.parseResults([...statement.description, ...messages], this.pglite.parsers) as Results<R>[];
    return results[0]!;
  }

  /** Closes the statement; answers the session's transaction status (I: idle, T: in one, E: failed). */
  async #forget(text: string, statement: PreparedStatement): Promise<string | undefined> {
    this.#statements.delete(text);
    const { messages } = await this.pglite.execProtocol(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const ready = messages.find((message) => message.name === 'readyForQuery');
    return ready && 'status' in ready ? String(ready.status) : undefined;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
