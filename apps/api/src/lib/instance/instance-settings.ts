import type { Kysely, Selectable } from 'kysely';
import type { DB, InstanceSettingsTable } from '../../db/schema.js';

export type InstanceSettingsRow = Selectable<InstanceSettingsTable>;

/** The instance's one settings row (migration 0043 inserts it). */
export async function readInstanceSettings(db: Kysely<DB>): Promise<InstanceSettingsRow> {
  const row = await db.selectFrom('instance_settings').selectAll().where('singleton', '=', true).executeTakeFirst();
  if (!row) throw new Error('instance_settings has no row: run the migrations');
  return row;
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
