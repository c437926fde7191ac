import { sql, type Kysely } from 'kysely';
import type { TrustLevel } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { SANCTION_MEMORY_DAYS, type BasicTrustFacts, type TrustFacts } from './trust-levels.js';

/** The facts of the accounts' trust levels, in one statement (none for no ids). */
export async function findTrustFacts(
  db: Kysely<DB>,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, TrustFacts>> {
  const facts = new Map<string, TrustFacts>();
  if (userIds.length === 0) return facts;
  const since = new Date(now.getTime() - SANCTION_MEMORY_DAYS * 24 * 60 * 60 * 1000);
  const result = await sql<{
    id: string;
    created_at: Date;
    email_verified_at: Date | null;
    role: string;
    trust_level_override: number | null;
    well_received: number;
    recent_sanctions: number;
  }>`
    SELECT u.id, u.created_at, u.email_verified_at, u.role, u.trust_level_override,
      (SELECT count(DISTINCT reactor)::int FROM (
          SELECT r.user_id AS reactor FROM post_reactions r JOIN posts p ON p.id = r.post_id
            WHERE p.author_id = u.id AND r.user_id <> u.id
          UNION
          SELECT r.user_id FROM comment_reactions r JOIN comments c ON c.id = r.comment_id
            WHERE c.author_id = u.id AND r.user_id <> u.id) AS reactors) AS well_received,
      (SELECT count(*)::int FROM moderation_actions a
        WHERE a.target_user_id = u.id AND a.moderator_id IS NOT NULL
          AND a.action IN ('hide', 'suspend', 'ban') AND a.created_at > ${since}) AS recent_sanctions
    FROM users u WHERE u.id IN (${sql.join(userIds.map((id) => sql`${id}::uuid`))})`.execute(db);
  for (const row of result.rows) {
    facts.set(row.id, {
      createdAt: row.created_at,
      emailVerified: row.email_verified_at !== null,
      staff: row.role === 'moderator' || row.role === 'admin',
      override: row.trust_level_override as TrustLevel | null,
      wellReceived: Number(row.well_received),
      recentSanctions: Number(row.recent_sanctions),
    });
  }
  return facts;
}

/** Keeps an account at a level, or (null) lets it be earned again; false for an unknown account. */
export async function setTrustLevelOverride(
  db: Kysely<DB>,
  userId: string,
  level: TrustLevel | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ trust_level_override: level })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An account's basic facts (is it new), one primary-key read; undefined for a missing account. */
export async function findBasicTrustFacts(db: Kysely<DB>, userId: string): Promise<BasicTrustFacts | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['created_at', 'email_verified_at', 'role', 'trust_level_override'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    createdAt: row.created_at,
    emailVerified: row.email_verified_at !== null,
    staff: row.role === 'moderator' || row.role === 'admin',
    override: row.trust_level_override as TrustLevel | null,
  };
}
