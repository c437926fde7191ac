import type { EventEmitter } from 'node:events';
import type { PoolClient } from 'pg';

/** The SQLSTATE of the NOTICE change_notice() raises to the connection that made a change (migration 0047). */
export const OWN_CHANGE_NOTICE = 'OH002';

/**
 * Asks the triggers for those notices (migration 0047), and makes sure they are sent: a role or
 * database whose client_min_messages is above NOTICE would silence them. Set by a statement, not by
 * startup options, which a connection pooler such as PgBouncer may refuse.
 */
const ASK_FOR_OWN_NOTICES = 'SET ourhood.own_notices = on; SET client_min_messages = notice';

/** The protocol messages read here, as node-postgres's connection emits them. */
interface NoticeMessage {
  code?: string;
  message?: string;
}
interface CommandComplete {
  text?: string;
}
interface ReadyForQuery {
  status?: string;
}

/**
 * Hands a pooled connection's own change notices to `receive` once the transaction that raised them
 * has committed, before the statement's caller goes on (decision 0094, after 0035).
 *
 * The triggers raise each notice while the statement runs, before its commit: applied then, a read
 * begun meanwhile could see the old rows and keep them. So they wait for the ReadyForQuery that ends
 * the transaction (status 'I'); node-postgres settles the statement's promise in that same message,
 * and its caller resumes only after this runs. A transaction that ended in an error or a ROLLBACK
 * changed nothing: its notices are dropped. Identical notices of one transaction count once, as
 * NOTIFY sends them. Called as the pool makes the connection: the request for notices is queued
 * before any statement of the pool's.
 */
export function hearOwnChangeNotices(client: PoolClient, receive: (payload: string) => void): void {
  const connection = (client as unknown as { connection?: EventEmitter }).connection;
  if (!connection) return;
  // A connection lost here fails the pool's first statement on it too.
  client.query(ASK_FOR_OWN_NOTICES).catch(() => {});
  let pending: Set<string> | undefined;
  // How the latest statement ended: a COMMIT of an aborted transaction answers 'ROLLBACK'.
  let undone = false;
  client.on('notice', (notice: NoticeMessage) => {
    if (notice.code !== OWN_CHANGE_NOTICE || !notice.message) return;
    (pending ??= new Set()).add(notice.message);
  });
  connection.on('commandComplete', (message: CommandComplete) => {
    undone = message.text === 'ROLLBACK';
  });
  connection.on('errorMessage', () => {
    undone = true;
  });
  connection.on('readyForQuery', (message: ReadyForQuery) => {
    // 'T' and 'E': still inside a transaction block, whose end decides.
    if (message.status !== 'I') return;
    const heard = pending;
    pending = undefined;
    if (!heard || undone) return;
    for (const payload of heard) receive(payload);
  });
}
