import type { ColumnType, Generated } from 'kysely';

/**
 * Typed tables for Kysely. Each migration that changes a table updates its interface here;
 * repositories are the only code that reads or writes them.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type AccountType = 'user' | 'organization';
export type UserRole = 'member' | 'admin';

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
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrganizationsTable {
  id: Generated<string>;
  owner_id: string;
  business_name: string;
  description: Generated<string>;
  category: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
  website: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
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

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: CreatedAt;
}

export interface DB {
  users: UsersTable;
  organizations: OrganizationsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  auth_events: AuthEventsTable;
  mail_outbox: MailOutboxTable;
  schema_migrations: SchemaMigrationsTable;
}
