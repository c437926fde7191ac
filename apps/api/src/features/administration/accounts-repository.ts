import type { AdminAccountsQuery } from '@ourhood/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The columns an account's line shows (never the password or the saved location). */
const accountColumns = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.account_type',
  'users.role',
  'users.email_verified_at',
  'users.suspended_until',
  'users.banned_at',
  'users.awaiting_approval_since',
  'users.created_at',
  'users.location_suburb',
  'users.location_city',
  'organizations.business_name',
] as const;

function accounts(db: Kysely<DB>) {
  return db.selectFrom('users').leftJoin('organizations', 'organizations.owner_id', 'users.id');
}

/** `%` and `_` in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Filter = NonNullable<AdminAccountsQuery['filter']>;

function filtered<O>(
  query: SelectQueryBuilder<DB, 'users' | 'organizations', O>,
  q: string,
  filter: Filter,
  now: Date,
) {
  let result = query;
  if (q) {
    const pattern = likePattern(q.toLowerCase());
    result = result.where((eb) =>
      eb.or([
        eb('users.email', 'like', pattern),
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
        eb(sql`lower(organizations.business_name)`, 'like', pattern),
      ]),
    );
  }
  switch (filter) {
    case 'staff':
      return result.where('users.role', 'in', ['moderator', 'admin']);
    case 'awaiting_approval':
      return result.where('users.awaiting_approval_since', 'is not', null);
    case 'suspended':
      return result.where('users.suspended_until', '>', now).where('users.banned_at', 'is', null);
    case 'banned':
      return result.where('users.banned_at', 'is not', null);
    case 'organizations':
      return result.where('users.account_type', '=', 'organization');
    default:
      return result;
  }
}

export async function searchAccounts(
  db: Kysely<DB>,
  query: { q: string; filter: Filter; page: number; limit: number },
  now: Date,
) {
  const rows = await filtered(accounts(db).select(accountColumns), query.q, query.filter, now)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const { total } = await filtered(
    accounts(db).select(sql<number>`count(*)::int`.as('total')),
    query.q,
    query.filter,
    now,
  ).executeTakeFirstOrThrow();
  return { rows, total };
}

/** Sign-ups waiting under the approval policy, oldest first (a moderator's list, capped). */
export function findAwaitingAccounts(db: Kysely<DB>, limit: number) {
  return accounts(db)
    .select(accountColumns)
    .where('users.awaiting_approval_since', 'is not', null)
    .orderBy('users.awaiting_approval_since', 'asc')
    .limit(limit)
    .execute();
}

export function findAccount(db: Kysely<DB>, id: string) {
  return accounts(db)
    .select([...accountColumns, 'users.bio', 'users.trust_level_override'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** What an account's page shows besides its row: counts, live sessions, reports by and about it. */
export async function findAccountActivity(db: Kysely<DB>, id: string, now: Date) {
  const [counts, sessions, reportsBy, reportsAgainst] = await Promise.all([
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('posts')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('author_id', '=', id)
          .as('posts'),
        eb
          .selectFrom('comments')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('author_id', '=', id)
          .as('comments'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at'])
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    reportsWhere(db, 'reporter_id', id),
    reportsWhere(db, 'target_user_id', id),
  ]);
  return { counts, sessions, reportsBy, reportsAgainst };
}

function reportsWhere(db: Kysely<DB>, column: 'reporter_id' | 'target_user_id', id: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'target_type', 'reason', 'status', 'outcome', 'created_at'])
    .where(column, '=', id)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

/** Serialises role changes and deletions of staff, so two at once cannot both remove the last admin. */
export async function lockStaffRoles(db: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('ourhood.staff_roles'))`.execute(db);
}

export async function countAdmins(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function setRole(db: Kysely<DB>, id: string, role: 'member' | 'moderator' | 'admin', at: Date) {
  await db.updateTable('users').set({ role, updated_at: at }).where('id', '=', id).execute();
}

/** Approves a waiting account; false when it was not waiting (approved twice, or never asked). */
export async function clearAwaitingApproval(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ awaiting_approval_since: null, updated_at: at })
    .where('id', '=', id)
    .where('awaiting_approval_since', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findLocale(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').select(['email', 'locale']).where('id', '=', id).executeTakeFirst();
}
