import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, RestoreError, restoreDatabase } from '../src/db/backup.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { buildUser } from './helpers/factories.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let source: TestContext;
let target: Database;

beforeAll(async () => {
  source = await createTestApp();
  // Restoring always targets a fresh embedded database: it also shows a PostgreSQL dump moves to PGlite.
  target = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('backup and restore', () => {
  it('round-trips every row, including awkward text, through a plain SQL dump', async () => {
    const owner = await buildUser(source.database.db, {
      first_name: "O'Brien; DROP TABLE users; --",
      bio: 'Line one\nLine two — “quotes” and emoji 🏡',
    });
    await source.database.db
      .insertInto('organizations')
      .values({ owner_id: owner.id, business_name: 'Corner Shop' })
      .execute();
    // posts.search_vector is a generated column: the dump must leave it for the restore to compute.
    const at = new Date();
    await source.database.db
      .insertInto('posts')
      .values({ author_id: owner.id, content: 'Bicycles for sale', created_at: at, updated_at: at })
      .execute();

    let dump = '';
    const summary = await dumpDatabase(source.database.db, (chunk) => (dump += chunk));
    expect(summary.rows).toBe(3);

    await restoreDatabase(target.db, dump);
    const restored = await target.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(restored.first_name).toBe(owner.first_name);
    expect(restored.bio).toBe(owner.bio);
    expect(restored.created_at.toISOString()).toBe(owner.created_at.toISOString());
    // The member's post count is not in the dump either; the restore's inserts count again.
    const counted = await target.db.selectFrom('user_post_counts').select(['user_id', 'posts_count']).execute();
    expect(counted).toEqual([{ user_id: owner.id, posts_count: 1 }]);
    const org = await target.db.selectFrom('organizations').select('business_name').executeTakeFirstOrThrow();
    expect(org.business_name).toBe('Corner Shop');
    // The directory's word dictionary is not in the dump; the restore rebuilds it.
    const words = await target.db.selectFrom('organization_search_words').select('word').orderBy('word').execute();
    expect(words.map((row) => row.word)).toEqual(['corner', 'shop']);
    const found = await target.db
      .selectFrom('posts')
      .select('content')
      .where(sql<SqlBool>`search_vector @@ websearch_to_tsquery('english', 'bicycle')`)
      .execute();
    expect(found).toEqual([{ content: 'Bicycles for sale' }]);
  });

  it('refuses to restore over existing data or a file that is not a dump', async () => {
    await expect(restoreDatabase(target.db, '-- Ourhood data dump v1\n')).rejects.toThrow(RestoreError);
    await expect(restoreDatabase(target.db, 'DROP TABLE users;')).rejects.toThrow(/not an Ourhood data dump/);
  });
});
