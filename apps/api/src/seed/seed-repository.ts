import type { Insertable, Kysely } from 'kysely';
import type { DB, OrganizationsTable, UsersTable } from '../db/schema.js';

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertDemoUser(db: Kysely<DB>, user: Insertable<UsersTable>): Promise<string> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoOrganization(
  db: Kysely<DB>,
  organization: Insertable<OrganizationsTable>,
): Promise<void> {
  await db.insertInto('organizations').values(organization).execute();
}
