import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';

const NAME = 'vapid_keys';
const keysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof keysSchema>;

/**
 * The server's VAPID key pair (decision 0027), the same in every process and across restarts:
 * made once (the first process inserts it, the others read the winner's) and kept in app_secrets
 * like the media URL secret. Browsers' subscriptions are bound to the public key, so it must not
 * change while they live.
 */
export async function loadVapidKeys(db: Kysely<DB>): Promise<VapidKeys> {
  // web-push is loaded on first use, not at start (decision 0055: cold start).
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_secrets')
    .values({ name: NAME, value: JSON.stringify(generated) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return keysSchema.parse(JSON.parse(row.value));
}
