import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { SessionCache } from './session-cache.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import {
  findLiveSession,
  insertSession,
  revokeSessionById,
  revokeSessionsOfUser,
  revokeSessionsOfUserExcept,
  sessionIsLive,
  type SessionOwner,
} from './session-repository.js';

// Decision 0004: an absolute lifetime; a session is never extended.
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a session and returns the bearer token: the only time the token exists in clear. */
export async function createSession(db: Kysely<DB>, clock: Clock, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  await insertSession(db, {
    user_id: userId,
    token_hash: hashSessionToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The live session behind a bearer token; through `cache` when given (decision 0035). */
export function resolveSession(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
  cache?: SessionCache,
): Promise<SessionOwner | undefined> {
  const tokenHash = hashSessionToken(token);
  const now = clock.now();
  const lookup = () => findLiveSession(db, tokenHash, now);
  return cache ? cache.resolve(tokenHash, now, lookup) : lookup();
}

/** Whether the session still lets its token in (not revoked, not expired, its account still there). */
export function isSessionLive(db: Kysely<DB>, clock: Clock, sessionId: string): Promise<boolean> {
  return sessionIsLive(db, sessionId, clock.now());
}

export function revokeSession(db: Kysely<DB>, clock: Clock, sessionId: string): Promise<void> {
  return revokeSessionById(db, sessionId, clock.now());
}

export function revokeAllSessions(db: Kysely<DB>, clock: Clock, userId: string): Promise<number> {
  return revokeSessionsOfUser(db, userId, clock.now());
}

/** Signs a user out everywhere but the session that asked (a password change from settings). */
export function revokeOtherSessions(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  return revokeSessionsOfUserExcept(db, userId, keepSessionId, clock.now());
}

export type { SessionOwner };
