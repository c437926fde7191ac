import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordMatchKey, singular, textMatchKeys } from '../../src/lib/keyword-alerts/index.js';
import { matchRentalRequest } from '../../src/features/rentals/rental-matching.js';
import { organization } from '../helpers/organizations.js';
import { BUSHWICK, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { addKeyword, notificationsOf, postRental } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

describe('match keys', () => {
  it('reduce plurals simply, the same way on both sides', () => {
    expect(
      ['ladders', 'boxes', 'batteries', 'glasses', 'benches', 'tools', 'glass', 'bus', 'cactus'].map(singular),
    ).toEqual(['ladder', 'box', 'battery', 'glass', 'bench', 'tool', 'glass', 'bus', 'cactus']);
    expect(keywordMatchKey('  Power DRILLS ')).toBe('power drill');
    expect(textMatchKeys('Need a ladder!')).toEqual(['need', 'need a', 'need a ladder', 'a', 'a ladder', 'ladder']);
  });
});

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let requester: Person;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  requester = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Bea', last_name: 'Borrow' });
});

afterAll(async () => {
  await ctx?.close();
});

const subscriber = async (keyword: string, area = BUSHWICK) => {
  const person = await neighbour(ctx.app, area);
  const response = await addKeyword(ctx.app, person.headers, keyword);
  expect(response.statusCode, response.body).toBe(201);
  return person;
};
const matchesOf = async (person: Person, requestId: string) =>
  (await notificationsOf(ctx.app, person.headers)).filter(
    (n) => n.kind === 'rental_match' && n.subjectId === requestId,
  );

describe('keywords', () => {
  it('are trimmed, listed newest first, deduplicated case-insensitively and removable', async () => {
    const person = await neighbour(ctx.app, BUSHWICK);
    const first = await addKeyword(ctx.app, person.headers, '  Camera ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Keyword added', data: { keyword: 'Camera' } });
    await addKeyword(ctx.app, person.headers, 'generator');
    const again = await addKeyword(ctx.app, person.headers, 'CAMERA');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Keyword already added', data: { id: first.json().data.id } });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/rentals/keywords', headers: person.headers });
    expect(list.json().data.map((k: { keyword: string }) => k.keyword)).toEqual(['generator', 'Camera']);
    for (const keyword of ['   ', '!!!', 'x'.repeat(41)]) {
      expect((await addKeyword(ctx.app, person.headers, keyword)).statusCode, keyword).toBe(400);
    }
    const other = await neighbour(ctx.app, BUSHWICK);
    const url = `/api/v1/rentals/keywords/${first.json().data.id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: person.headers })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/rentals/keywords', headers: person.headers });
    expect(after.json().data.map((k: { keyword: string }) => k.keyword)).toEqual(['generator']);
  });

  it('are capped at 50 a person', async () => {
    const person = await neighbour(ctx.app, BUSHWICK);
    for (let i = 0; i < 50; i += 1)
      expect((await addKeyword(ctx.app, person.headers, `thing${i}`)).statusCode).toBe(201);
    const over = await addKeyword(ctx.app, person.headers, 'one too many');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'You can watch up to 50 keywords' });
  });
});

describe('keyword alerts', () => {
  it('notify whole-word, plural and phrase matches in the area once, after the response', async () => {
    const ladder = await subscriber('ladder');
    const ladders = await subscriber('Ladders');
    const phrase = await subscriber('extension ladder');
    const twice = await neighbour(ctx.app, BUSHWICK);
    await addKeyword(ctx.app, twice.headers, 'ladder');
    await addKeyword(ctx.app, twice.headers, 'weekend');
    const bladder = await subscriber('bladder');
    const car = await subscriber('car');
    const otherCity = await subscriber('ladder', IKEJA);
    const org = await organization(ctx.app, { business_name: 'Ladder Hire' });
    const ownKeyword = await addKeyword(ctx.app, requester.headers, 'ladder');
    expect(ownKeyword.statusCode).toBe(201);
    expect((await addKeyword(ctx.app, org.headers, 'ladder')).statusCode).toBe(404);

    const id = await postRental(
      ctx.app,
      requester.headers,
      'Ladder',
      'An EXTENSION LADDER for the weekend, and a cart',
    );
    // Matching runs after the response, from the queue.
    expect(await matchesOf(ladder, id)).toEqual([]);
    await ctx.app.jobs.drain();

    for (const person of [ladder, ladders, phrase, twice]) {
      expect(await matchesOf(person, id)).toEqual([
        { kind: 'rental_match', subjectId: id, message: 'Bea Borrow asked to borrow "Ladder"' },
      ]);
    }
    for (const person of [bladder, car, otherCity, requester]) expect(await matchesOf(person, id)).toEqual([]);

    // Running the match again notifies nobody twice.
    await matchRentalRequest(
      { db: ctx.app.database.db, clock: ctx.app.clock, notifications: ctx.app.notifications },
      id,
    );
    expect(await matchesOf(ladder, id)).toHaveLength(1);
  });

  it('respect in-app preferences and queue e-mail for those who want it', async () => {
    const quiet = await subscriber('kayak');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: quiet.headers,
      payload: { rental_match: { in_app: false, email: false } },
    });
    const mailed = await neighbour(ctx.app, BUSHWICK, { email: 'mailed@rent.test' });
    await addKeyword(ctx.app, mailed.headers, 'kayak');
    const id = await postRental(ctx.app, requester.headers, 'Kayak', 'Sea kayak');
    await ctx.app.jobs.drain();
    expect(await matchesOf(quiet, id)).toEqual([]);
    expect(await matchesOf(mailed, id)).toHaveLength(1);
    const outbox = await ctx.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('recipient', '=', 'mailed@rent.test')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('Bea Borrow asked to borrow "Kayak"');
    expect(outbox[0]!.text_body).toContain('/dashboard/rentals');
  });

  it('write a large fan-out in chunks of its own, each watcher alerted once', async () => {
    const { sql } = await import('kysely');
    const { MATCH_CHUNK_SIZE, RENTAL_MATCH_CHUNK_JOB } = await import('../../src/features/rentals/rental-matching.js');
    const watchers = MATCH_CHUNK_SIZE * 2 + 7;
    const db = ctx.database.db;
    // Every third watcher also watches the phrase 'zorb ball' (two keys, one alert), and as many
    // 'zorb' watchers live in another city (no alert).
    const watch = (prefix: string, area: typeof BUSHWICK) =>
      sql`
      WITH people AS (
        INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at,
                           location_suburb, location_city, location_state, location_country)
        SELECT ${prefix} || g || '@example.test', 'x', 'Kay', 'Watcher ' || g, 'user', now(),
               ${area.suburb}, ${area.city}, ${area.state}, ${area.country}
        FROM generate_series(1, ${watchers}) AS g
        RETURNING id, email)
      INSERT INTO rental_keywords (user_id, keyword, match_key, created_at)
      SELECT id, 'zorb', 'zorb', now() FROM people
      UNION ALL
      SELECT id, 'zorb ball', 'zorb ball', now() FROM people WHERE substring(email from '[0-9]+')::int % 3 = 0`.execute(
        db,
      );
    await watch('kayak-watcher-', BUSHWICK);
    await watch('far-watcher-', IKEJA);
    const id = await postRental(ctx.app, requester.headers, 'Zorb', 'A zorb ball for the park');
    const alerted = async () => {
      const counts = await sql<{ alerts: string; people: string; far: string }>`
        SELECT count(*) AS alerts, count(DISTINCT recipient_id) AS people,
               count(*) FILTER (WHERE u.location_city = ${IKEJA.city}) AS far
        FROM notifications n JOIN users u ON u.id = n.recipient_id
        WHERE kind = 'rental_match' AND subject_id = ${id}`.execute(db);
      const row = counts.rows[0]!;
      return { alerts: Number(row.alerts), people: Number(row.people), far: Number(row.far) };
    };
    const chunkJobs = () => db.selectFrom('jobs').select('id').where('kind', '=', RENTAL_MATCH_CHUNK_JOB).execute();
    // The match itself writes the first chunk and queues the next in its transaction; each chunk
    // queues the one after it.
    await matchRentalRequest({ db, clock: ctx.app.clock, notifications: ctx.app.notifications }, id);
    expect(await alerted()).toEqual({ alerts: MATCH_CHUNK_SIZE, people: MATCH_CHUNK_SIZE, far: 0 });
    expect(await chunkJobs()).toHaveLength(1);
    await ctx.app.jobs.drain();
    expect(await alerted()).toEqual({ alerts: watchers, people: watchers, far: 0 });
    expect(await chunkJobs()).toEqual([]);
  });

  it('still run a chunk queued with its watchers listed (before chunks carried a cursor)', async () => {
    const { RENTAL_MATCH_CHUNK_JOB } = await import('../../src/features/rentals/rental-matching.js');
    const { enqueueJob } = await import('../../src/lib/jobs/index.js');
    const watcher = await subscriber('unicycle');
    const id = await postRental(ctx.app, requester.headers, 'Unicycle');
    await ctx.app.jobs.drain();
    expect(await matchesOf(watcher, id)).toHaveLength(1);
    const listed = await neighbour(ctx.app, BUSHWICK);
    await enqueueJob(ctx.database.db, ctx.app.clock, RENTAL_MATCH_CHUNK_JOB, {
      requestId: id,
      recipientIds: [listed.id],
    });
    await ctx.app.jobs.drain();
    expect(await matchesOf(listed, id)).toHaveLength(1);
  });

  it('match nobody for a request posted without an area', async () => {
    const nowhere = await neighbour(ctx.app);
    const watcher = await subscriber('hammer');
    const id = await postRental(ctx.app, nowhere.headers, 'Hammer');
    await ctx.app.jobs.drain();
    expect(await matchesOf(watcher, id)).toEqual([]);
  });
});
