import type { Kysely } from 'kysely';
import { NotificationLimits, type StreamTicket } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashSessionToken, newSessionToken } from '../../lib/sessions/session-token.js';
import { insertStreamTicket, redeemStreamTicket } from './stream-tickets-repository.js';

/**
 * Tickets let EventSource (which cannot send headers) open the stream without putting the session
 * token in a URL: random like a session token, stored hashed, single use, valid for seconds.
 */
export async function issueStreamTicket(
  db: Kysely<DB>,
  clock: Clock,
  owner: { userId: string; sessionId: string },
): Promise<StreamTicket> {
  const ticket = newSessionToken();
  const expiresAt = new Date(clock.now().getTime() + NotificationLimits.streamTicketSeconds * 1000);
  await insertStreamTicket(db, { tokenHash: hashSessionToken(ticket), ...owner, expiresAt });
  return { ticket, expires_at: expiresAt.toISOString() };
}

export function redeemTicket(
  db: Kysely<DB>,
  clock: Clock,
  ticket: string,
): Promise<{ userId: string; sessionId: string } | undefined> {
  return redeemStreamTicket(db, hashSessionToken(ticket), clock.now());
}
