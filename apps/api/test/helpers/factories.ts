import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../src/db/schema.js';

// A fixed, pre-computed argon2id hash keeps factories fast; tests that need a real password
// hash one themselves.
const PLACEHOLDER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder';

/** Inserts a verified neighbour with unique, realistic values; any field can be overridden. */
export async function buildUser(
  db: Kysely<DB>,
  overrides: Partial<Insertable<UsersTable>> = {},
): Promise<Selectable<UsersTable>> {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('users')
    .values({
      email: `neighbour-${suffix}@example.test`,
      password_hash: PLACEHOLDER_HASH,
      first_name: 'Test',
      last_name: `Neighbour ${suffix}`,
      account_type: 'user',
      email_verified_at: new Date(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
