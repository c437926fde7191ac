import type { Kysely, Selectable } from 'kysely';
import type { DB, InstanceSettingsTable } from '../../db/schema.js';

export type InstanceSettingsRow = Selectable<InstanceSettingsTable>;

/** The settings of an instance whose admins changed none yet (the columns' defaults, migration 0043). */
export const DEFAULT_INSTANCE_SETTINGS: InstanceSettingsRow = {
  singleton: true,
  name: '',
  description: '',
  rules: '',
  contact_email: '',
  default_locale: '',
  default_area: '',
  logo_key: null,
  logo_thumbnail_key: null,
  registration_mode: 'open',
  updated_at: new Date(0),
};

/** The instance's settings row, or the defaults before the first change (there is no row then). */
export async function readInstanceSettings(db: Kysely<DB>): Promise<InstanceSettingsRow> {
  const row = await db.selectFrom('instance_settings').selectAll().where('singleton', '=', true).executeTakeFirst();
  return row ?? DEFAULT_INSTANCE_SETTINGS;
}

/** The sign-up policy alone, read by sign-up and single sign-on (one small statement). */
export async function readRegistrationMode(db: Kysely<DB>): Promise<InstanceSettingsRow['registration_mode']> {
  const row = await db
    .selectFrom('instance_settings')
    .select('registration_mode')
    .where('singleton', '=', true)
    .executeTakeFirst();
  return row?.registration_mode ?? 'open';
}
