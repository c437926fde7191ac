import type { UserSelf } from '@ourhood/contract';
import type { UserSelfRow } from './user-self-repository.js';
import type { UrlFor } from '../storage/index.js';

/** The wire shape of docs/api.md's "User (self)": ids twice, location always an object, no secrets. */
export function presentUserSelf(row: UserSelfRow, urlFor: UrlFor): UserSelf {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    bio: row.bio,
    account_type: row.account_type,
    role: row.role,
    email_verified: row.email_verified_at !== null,
    location: {
      city: row.location_city,
      suburb: row.location_suburb,
      state: row.location_state,
      country: row.location_country,
    },
    profile_picture: row.avatar_key ? { url: urlFor(row.avatar_key) } : null,
    referral: row.referral_code ? { referral_code: row.referral_code } : null,
    organization_name: row.organization_name ?? null,
    locale: row.locale,
    created_at: new Date(row.created_at).toISOString(),
  };
}
