// The rental alert fan-out (issue 8): BENCH_SUBSCRIBERS (default 10,000) neighbours in the bench
// reader's city watch the keyword 'ladder' (plus as many with other keywords, and as many 'ladder'
// watchers in other cities who must not hear of it). The reader posts 'Need a ladder this weekend'
// through the API; measured are the POST itself and the time until every notification row exists.
import { sql } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/database.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { createSession } from '../apps/api/src/lib/sessions/sessions.js';
import { BENCH_READER_EMAIL } from './scenarios.js';

const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bench$bench';

/**
 * Adds the subscribers; e-mail alerts are switched off for them so only the in-app path is timed.
 * Answers session tokens of two 'ladder' watchers in the city, whose unread counts tell when the
 * fan-out has reached them (it goes in chunks of 100 watchers, in id order): one of the first
 * chunk, and the last one, alerted when the fan-out is complete.
 */
export async function seedKeywordSubscribers(
  options: DatabaseOptions,
  count: number,
): Promise<{ first: string; last: string }> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    await sql`
      INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at,
                         location_suburb, location_city, location_state, location_country)
      SELECT 'bench-watcher-' || g || '@bench.test', ${NO_PASSWORD}, 'Watcher', 'Number ' || g, 'user', now(),
        CASE WHEN g % 3 = 2 THEN 'Elsewhere' ELSE r.location_suburb END,
        CASE WHEN g % 3 = 2 THEN 'City ' || (g % 50) ELSE r.location_city END,
        r.location_state, r.location_country
      FROM generate_series(1, ${count * 3}) AS g, (SELECT * FROM users WHERE email = ${BENCH_READER_EMAIL}) AS r`.execute(
      db,
    );
    // g % 3 = 0: watches 'ladder' in the city; 1: watches something else there; 2: 'ladder' elsewhere.
    await sql`
      INSERT INTO rental_keywords (user_id, keyword, match_key, created_at)
      SELECT u.id, k.keyword, k.keyword, now()
      FROM users u
      CROSS JOIN LATERAL (
        SELECT CASE WHEN substring(u.email from 'bench-watcher-([0-9]+)@')::int % 3 = 1 THEN 'kayak' ELSE 'ladder' END AS keyword
        UNION ALL SELECT 'sewing machine'
      ) AS k
      WHERE u.email LIKE 'bench-watcher-%'`.execute(db);
    await sql`
      INSERT INTO notification_preferences (user_id, rental_match_in_app, rental_match_email, rental_update_in_app,
        rental_update_email, comment_on_post_in_app, comment_on_post_email, new_follower_in_app, new_follower_email,
        updated_at)
      SELECT id, true, false, true, false, true, false, true, false, now() FROM users WHERE email LIKE 'bench-watcher-%'`.execute(
      db,
    );
    await sql`ANALYZE rental_keywords`.execute(db);
    await sql`ANALYZE users`.execute(db);
    const watcher = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bench-watcher-3@bench.test')
      .executeTakeFirstOrThrow();
    // The fan-out goes in id order: the last 'ladder' watcher of the city is alerted last.
    const last = await sql<{ id: string }>`
      SELECT u.id FROM users u
      WHERE u.email LIKE 'bench-watcher-%' AND substring(u.email from 'bench-watcher-([0-9]+)@')::int % 3 = 0
      ORDER BY u.id DESC LIMIT 1`.execute(db);
    return {
      first: await createSession(db, systemClock, watcher.id),
      last: await createSession(db, systemClock, last.rows[0]!.id),
    };
  } finally {
    await database.close();
  }
}

export interface FanOutResult {
  postMs: number;
  notifiedMs: number;
  /** Until the last watcher was alerted: the whole fan-out. */
  completeMs: number;
  /** Feed pages read by the reader while the fan-out ran (all of it), and their latency. */
  reads: number;
  readP50Ms: number;
  readMaxMs: number;
  /** Reads answered 503 (shed) meanwhile. */
  shed: number;
}

/** The shortest time the reads are timed after the POST, however soon the fan-out ends. */
const READ_WINDOW_MS = 3000;

/**
 * Posts the request as the reader and waits until the first watcher's alert is there, then the
 * last one's (the fan-out is complete); meanwhile, and for at least READ_WINDOW_MS after the POST,
 * the reader keeps reading their feed's first page one read after another: the slowest of those
 * reads says whether reads wait behind the fan-out.
 */
export async function measureRentalFanOut(
  server: string,
  readerToken: string,
  watchers: { first: string; last: string },
): Promise<FanOutResult> {
  // A 503 (load shedding while the event loop is held) counts as "not yet" and as a shed read.
  let shed = 0;
  const unread = async (watcherToken = watchers.first) => {
    const response = await fetch(`${server}/api/v1/notifications/unread-count`, {
      headers: { authorization: `Bearer ${watcherToken}` },
    });
    if (response.status === 503) {
      shed++;
      await response.arrayBuffer();
      return 0;
    }
    if (!response.ok) throw new Error(`unread count: ${response.status}`);
    return ((await response.json()) as { data: { unread_count: number } }).data.unread_count;
  };
  if ((await unread()) !== 0) throw new Error('the watcher already has notifications');
  const started = performance.now();
  const response = await fetch(`${server}/api/v1/rentals/requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${readerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ itemName: 'Ladder', description: 'Need a ladder this weekend', duration: '2 days' }),
  });
  const postMs = performance.now() - started;
  if (response.status !== 201) throw new Error(`posting the request failed: ${response.status}`);
  const readMs: number[] = [];
  let complete = false;
  const reading = (async () => {
    while (!complete || performance.now() - started < READ_WINDOW_MS) {
      const began = performance.now();
      const page = await fetch(`${server}/api/v1/posts`, { headers: { authorization: `Bearer ${readerToken}` } });
      await page.arrayBuffer();
      if (page.status === 503) shed++;
      else if (!page.ok) throw new Error(`reading the feed failed: ${page.status}`);
      readMs.push(performance.now() - began);
    }
  })();
  const deadline = Date.now() + 60_000;
  while ((await unread()) === 0) {
    if (Date.now() > deadline) throw new Error('no alert within a minute');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const notifiedMs = performance.now() - started;
  // The whole fan-out is timed, and the next measurements do not share the machine with its rest.
  while ((await unread(watchers.last)) === 0) {
    if (Date.now() > deadline) throw new Error('the fan-out did not end within a minute');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const completeMs = performance.now() - started;
  complete = true;
  await reading;
  const sorted = [...readMs].sort((a, b) => a - b);
  return {
    postMs,
    notifiedMs,
    completeMs,
    reads: sorted.length,
    readP50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    readMaxMs: sorted[sorted.length - 1] ?? 0,
    shed,
  };
}

/** How many alerts the last request sent (PostgreSQL only: PGlite's files belong to the server). */
export async function countAlerts(options: DatabaseOptions): Promise<number> {
  const database = await openDatabase(options);
  try {
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM notifications WHERE kind = 'rental_match'`.execute(database.db);
    return row.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}
