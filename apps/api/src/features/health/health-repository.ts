import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
