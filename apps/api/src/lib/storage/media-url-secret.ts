import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const NAME = 'media_url_secret';

/**
 * The secret media URLs are signed with, the same in every process: made once (the first process
 * to start inserts it; the others read the winner's) and kept in the database.
 */
export async function loadMediaUrlSecret(db: Kysely<DB>): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
}
