import type { ColumnType, Generated } from 'kysely';

// Administration (migration 0043): the instance's settings, staff actions and e-mail delivery.

export type RegistrationModeColumn = 'open' | 'invite' | 'approval' | 'closed';

/** One row (singleton = true): the instance's name, texts and sign-up policy. */
export interface InstanceSettingsTable {
  singleton: Generated<boolean>;
  name: Generated<string>;
  description: Generated<string>;
  rules: Generated<string>;
  contact_email: Generated<string>;
  default_locale: Generated<string>;
  default_area: Generated<string>;
  logo_key: ColumnType<string | null, string | null | undefined, string | null>;
  logo_thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  registration_mode: Generated<RegistrationModeColumn>;
  updated_at: Generated<Date>;
}

/** Staff actions other than moderation actions (those stay in moderation_actions). */
export interface StaffActionsTable {
  id: Generated<string>;
  actor_id: string | null;
  action: string;
  target_type: Generated<string>;
  target_id: Generated<string>;
  target_label: Generated<string>;
  reason: Generated<string>;
  created_at: ColumnType<Date, Date, never>;
}

export interface MailDailyCountsTable {
  day: ColumnType<string, string, string>;
  sent: Generated<number>;
  failed: Generated<number>;
}

export interface MailFailuresTable {
  id: Generated<string>;
  created_at: ColumnType<Date, Date, never>;
  recipient_domain: string;
  subject: string;
  error: string;
}
