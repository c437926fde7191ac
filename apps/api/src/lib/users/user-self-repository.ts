import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The columns of a user's own view, with the active referral code when there is one. */
export async function findUserSelf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('referral_codes', (join) =>
      join.onRef('referral_codes.owner_id', '=', 'users.id').on('referral_codes.revoked_at', 'is', null),
    )
    .leftJoin('organizations', 'organizations.owner_id', 'users.id')
    .select([
      'organizations.business_name as organization_name',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.bio',
      'users.account_type',
      'users.role',
      'users.email_verified_at',
      'users.location_city',
      'users.location_suburb',
      'users.location_state',
      'users.location_country',
      'users.avatar_key',
      'users.locale',
      'users.created_at',
      'referral_codes.code as referral_code',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type UserSelfRow = NonNullable<Awaited<ReturnType<typeof findUserSelf>>>;
