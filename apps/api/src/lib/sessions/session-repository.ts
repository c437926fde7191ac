import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface SessionOwner {
  sessionId: string;
  userId: string;
  accountType: 'user' | 'organization';
  role: 'member' | 'moderator' | 'admin';
  /** The user's area (empty strings when unknown), read with the session: the feed needs it. */
  area: { suburb: string; city: string; state: string; country: string };
  /** The user's rounded coordinates, when known: the directory's nearest-first order (decision 0039). */
  coordinates: { lat: number; lng: number } | null;
  /** When the session ends by itself (decision 0004: never extended). */
  expiresAt: Date;
}

export async function insertSession(
  db: Kysely<DB>,
  values: { user_id: string; token_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** The live session behind a token hash: not revoked, not expired at `now`. */
export async function findLiveSession(db: Kysely<DB>, tokenHash: string, now: Date): Promise<SessionOwner | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.account_type as accountType',
      'users.role',
      'users.location_suburb',
      'users.location_city',
      'users.location_state',
      'users.location_country',
      'users.location_lat',
      'users.location_lng',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    // A suspension revokes the sessions at once; this keeps a session opened meanwhile out too.
    .where('users.banned_at', 'is', null)
    .where((eb) => eb.or([eb('users.suspended_until', 'is', null), eb('users.suspended_until', '<=', now)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    accountType: row.accountType,
    role: row.role,
    area: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    coordinates:
      row.location_lat === null || row.location_lng === null
        ? null
        : { lat: Number(row.location_lat), lng: Number(row.location_lng) },
    expiresAt: row.expiresAt,
  };
}

export async function sessionIsLive(db: Kysely<DB>, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeSessionById(db: Kysely<DB>, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user except one (the caller's, after a password change). */
export async function revokeSessionsOfUserExcept(
  db: Kysely<DB>,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSessionsOfUser(db: Kysely<DB>, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
