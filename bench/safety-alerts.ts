// Urgent community alert fan-out (issue 17): BENCH_NEIGHBOURS (default 100,000) neighbours in one
// suburb, e-mail off for them so only the in-app path is timed. BENCH_ALERTS (default 20) authors
// each post one urgent alert through the API, one after another; measured: the POST's latency
// (p50, p99: it must not wait for the fan-out) and the time from the first POST until every
// notification row of every alert is stored. Runs the app in-process (the job worker included) on
// PGlite, or on PostgreSQL in a schema of its own with BENCH_DATABASE_URL.
//   node --import tsx bench/safety-alerts.ts
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { configFrom } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/database.js';
import { createSession } from '../apps/api/src/lib/sessions/sessions.js';

const neighbours = Number(process.env.BENCH_NEIGHBOURS ?? 100_000);
const alerts = Number(process.env.BENCH_ALERTS ?? 20);
const url = process.env.BENCH_DATABASE_URL || undefined;
const schema = url ? `bench_${randomBytes(5).toString('hex')}` : undefined;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-bench-alerts-'));
const database = await openDatabase({ url, schema, dataDir: url ? undefined : 'memory://' });
const config = configFrom({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  RATE_LIMIT_PER_MINUTE: '1000000',
  ALERT_URGENT_MIN_ACCOUNT_DAYS: '0',
  ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
});
const app = await buildApp(config, { database });
const db = app.database.db;
const area = { suburb: 'Benchtown', city: 'Bench City', state: 'Bench State', country: 'Benchland' };
try {
  const seeded = performance.now();
  await sql`
    INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at,
      location_suburb, location_city, location_state, location_country)
    SELECT 'bench-neighbour-' || g || '@bench.test', 'x', 'Neighbour', 'Number ' || g, 'user', now(),
      ${area.suburb}, ${area.city}, ${area.state}, ${area.country}
    FROM generate_series(1, ${neighbours + alerts}) AS g`.execute(db);
  await sql`
    INSERT INTO notification_preferences (user_id, rental_match_in_app, rental_match_email, rental_update_in_app,
      rental_update_email, comment_on_post_in_app, comment_on_post_email, new_follower_in_app, new_follower_email,
      safety_alert_in_app, safety_alert_email, updated_at)
    SELECT id, true, false, true, false, true, false, true, false, true, false, now() FROM users`.execute(db);
  await sql`ANALYZE users`.execute(db);
  console.log(`seeded ${neighbours.toLocaleString('en')} neighbours in ${Math.round(performance.now() - seeded)} ms`);
  const authors = await db.selectFrom('users').select('id').orderBy('email').limit(alerts).execute();
  const tokens = await Promise.all(authors.map((author) => createSession(db, app.clock, author.id)));
  const latencies: number[] = [];
  const started = performance.now();
  for (const [index, token] of tokens.entries()) {
    const before = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/alerts',
      headers: { authorization: `Bearer ${token}` },
      payload: { category: 'fire', title: `Bench fire ${index}`, urgent: true },
    });
    latencies.push(performance.now() - before);
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  // Every alert reaches every neighbour but its author.
  const expected = alerts * (neighbours + alerts - 1);
  for (;;) {
    const row = await sql<{ n: string }>`SELECT count(*) AS n FROM notifications WHERE kind = 'safety_alert'`.execute(
      db,
    );
    if (Number(row.rows[0]?.n) >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const storedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  console.log(
    `${database.kind}: ${alerts} urgent alerts to ${neighbours.toLocaleString('en')} neighbours each: ` +
      `POST p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms; ` +
      `all ${expected.toLocaleString('en')} notifications stored after ${(storedMs / 1000).toFixed(1)} s`,
  );
} finally {
  await app.close();
  if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
