import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './common.js';

// Accounts: users, sessions, one-time codes, sign-in events, referrals, stream tickets and follows.

export type AccountType = 'user' | 'organization';

export type UserRole = 'member' | 'moderator' | 'admin';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  account_type: AccountType;
  role: Generated<UserRole>;
  bio: Generated<string>;
  email_verified_at: Date | null;
  location_suburb: Generated<string>;
  location_city: Generated<string>;
  location_state: Generated<string>;
  location_country: Generated<string>;
  /** Coordinates rounded to about 1 km; never returned to clients. */
  location_lat: number | null;
  location_lng: number | null;
  /** Storage keys of the profile picture (display and thumbnail); both null without one. */
  avatar_key: ColumnType<string | null, string | null | undefined, string | null>;
  avatar_thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Moderation (0017): suspended until, banned since, profile hidden since. */
  suspended_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  banned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Presence (0029): kept by open notification streams, never per request. */
  seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Trust (0034): a level a moderator set; null while the level is earned. */
  trust_level_override: ColumnType<number | null, number | null | undefined, number | null>;
  /** Saved language (0037): a contract locale, or null to follow the browser. Never public. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** First steps (0039): when the neighbour hid the guide; null while it is shown. */
  first_steps_dismissed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Registration by approval (0043): since when the account waits for a moderator; null once approved. */
  awaiting_approval_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
  revoked_at: Date | null;
}

export type OtpPurpose = 'verify_email' | 'reset_password';

export interface OtpCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: OtpPurpose;
  code_hash: string;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
}

export interface AuthEventsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface ReferralCodesTable {
  id: Generated<string>;
  code: string;
  owner_id: string;
  issued_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export interface ReferralsTable {
  referred_user_id: string;
  referrer_id: string | null;
  code_id: string | null;
  created_at: CreatedAt;
}

export interface StreamTicketsTable {
  token_hash: string;
  user_id: string;
  session_id: string;
  expires_at: Date;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: ColumnType<Date, Date, never>;
}
