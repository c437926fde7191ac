// Seeds the feed benchmark: the demo neighbourhood plus BENCH_POSTS (default 1,000,000) posts, in
// a few set-based statements (INSERT … SELECT generate_series), never row by row. The indexes of
// `posts` are dropped during the bulk insert and rebuilt from their own definitions afterwards
// (faster than maintaining them row by row, and nothing to keep in sync with the migration).
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/database.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import type { DB } from '../apps/api/src/db/schema.js';
import { seedDemoIfEmpty } from '../apps/api/src/seed/seed-demo.js';

/** Synthetic cities beyond the demo's Brooklyn, each with a handful of suburbs. */
const OTHER_CITIES = 200;
const SUBURBS_PER_CITY = 5;

async function bulkInsertPosts(db: Kysely<DB>, count: number): Promise<void> {
  const authors = await db.selectFrom('users').select('id').where('account_type', '=', 'user').execute();
  const authorIds = authors.map((row) => row.id);
  // About 2 % of posts in each demo suburb, 4 % elsewhere in Brooklyn, the rest spread over other
  // cities: the reader's suburb and city buckets are realistic fractions of a large install.
  await sql`
    INSERT INTO posts (author_id, content, location_suburb, location_city, location_state, location_country,
                       created_at, updated_at)
    SELECT
      (${authorIds}::uuid[])[1 + g % ${authorIds.length}],
      'Post ' || g || ' about ' ||
        (ARRAY['a lost cat', 'free bicycles', 'the street party', 'a plumber', 'the school run',
               'noisy builders', 'a book swap', 'fresh bread', 'the community garden', 'a found key'])[1 + g % 10],
      CASE WHEN g % 50 = 0 THEN 'Park Slope' WHEN g % 50 = 1 THEN 'Prospect Heights'
           WHEN g % 50 = 2 THEN 'Windsor Terrace' WHEN g % 50 IN (3, 4) THEN 'Bushwick'
           ELSE 'Suburb ' || (g % ${SUBURBS_PER_CITY}) END,
      CASE WHEN g % 50 < 5 THEN 'Brooklyn' ELSE 'City ' || (g % ${OTHER_CITIES}) END,
      CASE WHEN g % 50 < 5 THEN 'New York' ELSE 'State ' || (g % 20) END,
      CASE WHEN g % 50 < 5 THEN 'United States' ELSE 'Country ' || (g % 7) END,
      -- One post a minute going back in time, in whole milliseconds like the application writes.
      date_trunc('milliseconds', now()) - g * interval '1 minute',
      date_trunc('milliseconds', now()) - g * interval '1 minute'
    FROM generate_series(1, ${count}) AS g`.execute(db);
  // One post in ten has an image (keys only: the files are not needed to list the feed).
  await sql`
    INSERT INTO post_media (post_id, position, display_key, thumbnail_key, width, height)
    SELECT id, 0, left(h, 2) || '/' || h || '.webp', left(h, 2) || '/' || h || '-thumb.webp', 1600, 1200
    FROM (SELECT id, md5(id::text) AS h FROM posts WHERE abs(hashtext(id::text)) % 10 = 0) AS picked`.execute(db);
  // The counters the application keeps per post, rebuilt in one pass.
  await sql`DELETE FROM post_area_counts`.execute(db);
  await sql`
    INSERT INTO post_area_counts (location_country, location_state, location_city, location_suburb, posts_count)
    SELECT location_country, location_state, location_city, location_suburb, count(*)
    FROM posts GROUP BY 1, 2, 3, 4`.execute(db);
}

/** Migrates, seeds the demo and the bulk posts into an empty database; returns the post count. */
export async function seedFeedBenchmark(options: DatabaseOptions, count: number): Promise<number> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    await migrate(db);
    await seedDemoIfEmpty(db);
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'posts' AND indexname <> 'posts_pkey'`.execute(db);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
    await bulkInsertPosts(db, count);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
    // Fresh statistics for the planner, and a visibility map so index-only scans skip the table.
    await sql`VACUUM (ANALYZE) posts`.execute(db);
    await sql`VACUUM (ANALYZE) post_media`.execute(db);
    await sql`ANALYZE post_area_counts`.execute(db);
    const row = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await database.close();
  }
}
