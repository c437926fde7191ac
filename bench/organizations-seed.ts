// Seeds the directory benchmark: BENCH_ORGANIZATIONS (default 100,000) organization accounts with
// varied names, categories, descriptions and cities, in set-based statements (INSERT … SELECT
// generate_series). The organizations' secondary indexes are dropped during the bulk insert and
// rebuilt from their own definitions afterwards, like the feed seed does for posts.
import { sql } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/database.js';

/** Never a valid argon2 hash: bench organizations cannot sign in. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bench$bench';

/** Adds `count` organizations to an already migrated database; returns the organizations' total. */
export async function seedOrganizationsBenchmark(options: DatabaseOptions, count: number): Promise<number> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'organizations'
        AND indexname NOT IN ('organizations_pkey', 'organizations_owner_id_key')`.execute(db);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
    // The derived tables (word postings, area counts) are filled set-based after the insert rather
    // than by their per-row triggers: minutes become seconds at 100,000 organizations.
    await sql`ALTER TABLE organizations DISABLE TRIGGER organizations_search_postings`.execute(db);
    await sql`ALTER TABLE organizations DISABLE TRIGGER organizations_area_counts`.execute(db);
    const before = await sql<{ at: Date }>`SELECT clock_timestamp() AS at`.execute(db);
    const seededSince = before.rows[0]!.at;
    await sql`
      INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at)
      SELECT 'bench-org-' || g || '@bench.test', ${NO_PASSWORD}, 'Owner', 'Number ' || g, 'organization', now()
      FROM generate_series(1, ${count}) AS g`.execute(db);
    // Names combine an adjective, a trade and a number; 2 % are in the reader's Brooklyn suburbs,
    // 3 % elsewhere in Brooklyn, the rest spread over 200 other cities.
    await sql`
      INSERT INTO organizations (owner_id, business_name, category, description, city, state,
                                 location_suburb, location_city, location_state, location_country)
      SELECT u.id,
        (ARRAY['Sunny', 'Corner', 'Golden', 'Green', 'Little', 'Northside', 'Old Town', 'Riverside', 'Maple',
               'Harbor', 'Union', 'Hilltop'])[1 + g % 12] || ' ' ||
        (ARRAY['Bakery', 'Books', 'Hardware', 'Garden Club', 'Bike Repair', 'Cafe', 'Tailor', 'Pharmacy',
               'Yoga Studio', 'Food Bank', 'Barber', 'Florist', 'Laundromat', 'Music School'])[1 + (g / 12) % 14]
          || ' ' || g,
        (ARRAY['Food & Drink', 'Shopping', 'Home & Garden', 'Community Group', 'Health', 'Services',
               'Education', 'Sports'])[1 + g % 8],
        'A neighbourhood ' || (ARRAY['shop', 'group', 'service', 'studio'])[1 + g % 4] || ' offering ' ||
          (ARRAY['fresh sourdough', 'second-hand books', 'tool rental', 'plant swaps', 'bicycle repairs',
                 'coffee and cake', 'alterations', 'prescriptions', 'classes for all ages', 'free meals'])[1 + g % 10]
          || ' since ' || (1950 + g % 70) || '.',
        CASE WHEN g % 100 < 5 THEN 'Brooklyn' ELSE 'City ' || (g % 200) END,
        CASE WHEN g % 100 < 5 THEN 'NY' ELSE 'State ' || (g % 20) END,
        CASE WHEN g % 100 = 0 THEN 'Park Slope' WHEN g % 100 = 1 THEN 'Prospect Heights' ELSE '' END,
        CASE WHEN g % 100 < 5 THEN 'Brooklyn' ELSE '' END,
        CASE WHEN g % 100 < 5 THEN 'New York' ELSE '' END,
        CASE WHEN g % 100 < 5 THEN 'United States' ELSE '' END
      FROM generate_series(1, ${count}) AS g
      JOIN users u ON u.email = 'bench-org-' || g || '@bench.test'`.execute(db);
    await sql`
      INSERT INTO organization_search_postings (word, organization_id, in_name, business_name)
      SELECT w.lexeme, o.id, w.lexeme = ANY (tsvector_to_array(o.name_words)), o.business_name
      FROM organizations o JOIN users u ON u.id = o.owner_id, unnest(o.search_words) AS w
      WHERE u.created_at >= ${seededSince}`.execute(db);
    await sql`
      INSERT INTO organization_area_counts AS t (area_state, area_city, area_suburb, organizations)
      SELECT coalesce(o.area_state, ''), coalesce(o.area_city, ''), coalesce(o.area_suburb, ''), count(*)
      FROM organizations o JOIN users u ON u.id = o.owner_id
      WHERE u.created_at >= ${seededSince}
      GROUP BY 1, 2, 3
      ON CONFLICT (area_state, area_city, area_suburb)
      DO UPDATE SET organizations = t.organizations + EXCLUDED.organizations`.execute(db);
    await sql`ALTER TABLE organizations ENABLE TRIGGER organizations_search_postings`.execute(db);
    await sql`ALTER TABLE organizations ENABLE TRIGGER organizations_area_counts`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
    await sql`VACUUM (ANALYZE) organizations`.execute(db);
    await sql`VACUUM (ANALYZE) organization_search_postings`.execute(db);
    await sql`ANALYZE users`.execute(db);
    const row = await db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await database.close();
  }
}
