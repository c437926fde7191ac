import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createListingRequest, organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { keepSession, statementsDuring } from '../helpers/statement-counter.js';
import { waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp, sameSchemaConfig, type TestContext } from '../helpers/test-app.js';

// Decision 0039: directory pages are kept per process, shared by viewers and cut for each one.
// What a viewer sees from a kept page must be exactly what their own statement showed them, and a
// change must show at once, whoever made it and however (a route, a plain statement, another process).

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let ctx: TestContext;
let second: { app: App; database: Database } | undefined;
type Person = Awaited<ReturnType<typeof neighbour>>;
type Entry = {
  id: string;
  name: string;
  owner_id: string;
  followers_count: number;
  listings_count: number;
  is_following: boolean;
};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000', VISITOR_RATE_LIMIT_PER_MINUTE: '10000' });
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await ctx?.close();
});

/** A Park Slope neighbour (one shared nearest-first page for all of them) whose session is kept. */
async function parkSloper(): Promise<Person> {
  const person = await neighbour(ctx.app, PARK_SLOPE);
  await keepSession(ctx.app, person.headers);
  return person;
}

/** A Park Slope organization named `name` (a word of its own to search for). */
function business(name: string) {
  return organization(ctx.app, {
    business_name: name,
    category: 'Food',
    description: 'Fresh every morning.',
    location_suburb: PARK_SLOPE.suburb,
    location_city: PARK_SLOPE.city,
    location_state: PARK_SLOPE.state,
    location_country: PARK_SLOPE.country,
  });
}

async function directoryOf(person: { headers: Person['headers'] }, query: string, app: App = ctx.app) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/organization/all?${query}`,
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: Entry[]; metadata: { total: number } };
  return { entries: body.data, total: body.metadata.total };
}

const names = (entries: Entry[]) => entries.map((entry) => entry.name);

function statementsOf(run: () => Promise<unknown>): Promise<number> {
  return statementsDuring(ctx.database, run);
}

function follow(person: Person, userId: string, action: 'follow' | 'unfollow' = 'follow') {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/users/${userId}/${action}`, headers: person.headers });
}

describe('directory pages shared by viewers', () => {
  it('serves viewers from one kept page, each with whom they follow', async () => {
    const bakery = await business('Quincebakers');
    const [follower, other] = [await parkSloper(), await parkSloper()];
    expect((await follow(follower, bakery.ownerId)).statusCode).toBe(200);
    const query = 'search=quincebakers';
    const first = await directoryOf(follower, query);
    expect(first.entries.map((entry) => [entry.name, entry.followers_count, entry.is_following])).toEqual([
      ['Quincebakers', 1, true],
    ]);
    // Kept: the other viewer's page costs one statement (whom they follow or block among its owners).
    let seen: Entry[] = [];
    expect(await statementsOf(async () => (seen = (await directoryOf(other, query)).entries))).toBe(1);
    expect(seen.map((entry) => [entry.name, entry.followers_count, entry.is_following])).toEqual([
      ['Quincebakers', 1, false],
    ]);
    // A follow changes the count every viewer sees: the page is read again.
    expect((await follow(other, bakery.ownerId)).statusCode).toBe(200);
    expect((await directoryOf(follower, query)).entries[0]).toMatchObject({ followers_count: 2, is_following: true });
    expect((await directoryOf(other, query)).entries[0]).toMatchObject({ followers_count: 2, is_following: true });
    expect((await follow(follower, bakery.ownerId, 'unfollow')).statusCode).toBe(200);
    expect((await directoryOf(follower, query)).entries[0]).toMatchObject({ followers_count: 1, is_following: false });
  });

  it('cuts a hidden organization for all but its owner, and owners across a block either way', async () => {
    const hidden = await business('Gooseberry Hidden');
    const shown = await business('Gooseberry Shown');
    const [viewer, other] = [await parkSloper(), await parkSloper()];
    const query = 'search=gooseberry';
    expect(names((await directoryOf(viewer, query)).entries)).toEqual(['Gooseberry Hidden', 'Gooseberry Shown']);
    // Hidden by a moderator's plain statement: gone for everyone but its owner at once.
    await sql`UPDATE organizations SET hidden_at = now() WHERE id = ${hidden.id}::uuid`.execute(ctx.database.db);
    expect(names((await directoryOf(viewer, query)).entries)).toEqual(['Gooseberry Shown']);
    expect(names((await directoryOf(hidden, query)).entries)).toEqual(['Gooseberry Hidden', 'Gooseberry Shown']);
    // A hidden row keeps its place in the page, as it did in SQL: the total still counts it.
    expect((await directoryOf(other, query)).total).toBe(2);
    // Blocks either way, for the viewers concerned only.
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${shown.ownerId}/block`,
      headers: viewer.headers,
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(names((await directoryOf(viewer, query)).entries)).toEqual([]);
    expect(names((await directoryOf(other, query)).entries)).toEqual(['Gooseberry Shown']);
    await sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${shown.ownerId}::uuid, ${other.id}::uuid, now())`.execute(
      ctx.database.db,
    );
    expect(names((await directoryOf(other, query)).entries)).toEqual([]);
  });

  it('shows a new organization, a plain UPDATE and a new listing at once', async () => {
    const viewer = await parkSloper();
    const bakery = await business('Medlar Bakehouse');
    const nearest = 'limit=50';
    const before = await directoryOf(viewer, nearest);
    expect(names(before.entries)).toContain('Medlar Bakehouse');
    await business('Medlar Corner');
    const after = await directoryOf(viewer, nearest);
    expect(after.total).toBe(before.total + 1);
    expect(names(after.entries)).toContain('Medlar Corner');
    await sql`UPDATE organizations SET business_name = 'Medlar Bakery' WHERE id = ${bakery.id}::uuid`.execute(
      ctx.database.db,
    );
    expect(names((await directoryOf(viewer, nearest)).entries)).toContain('Medlar Bakery');
    const listing = await createListingRequest(ctx.app, bakery.headers, { title: 'Sourdough loaf', price: '6.50' });
    expect(listing.statusCode, listing.body).toBe(201);
    const mine = (await directoryOf(viewer, nearest)).entries.find((entry) => entry.id === bakery.id);
    expect(mine?.listings_count).toBe(1);
  });

  it("orders nearest first by the viewer's coordinates as they are now, changed by a plain UPDATE", async () => {
    // A suburb of its own, so this page holds only these two: one at each end of it.
    const place = { location_suburb: 'Windsor Terrace', location_city: 'Brooklyn', location_state: 'New York' };
    await organization(ctx.app, {
      business_name: 'Northern Loaves',
      category: 'Food',
      ...place,
      location_country: 'United States',
      location_lat: 40.66,
      location_lng: -73.98,
    });
    await organization(ctx.app, {
      business_name: 'Southern Loaves',
      category: 'Food',
      ...place,
      location_country: 'United States',
      location_lat: 40.64,
      location_lng: -73.98,
    });
    const viewer = await neighbour(
      ctx.app,
      { suburb: 'Windsor Terrace', city: 'Brooklyn', state: 'New York', country: 'United States' },
      { location_lat: 40.661, location_lng: -73.98 },
    );
    await keepSession(ctx.app, viewer.headers);
    const firstTwo = async () => names((await directoryOf(viewer, 'limit=2')).entries);
    expect(await firstTwo()).toEqual(['Northern Loaves', 'Southern Loaves']);
    // The session kept in this process carries the coordinates; the users trigger forgets it.
    await sql`UPDATE users SET location_lat = 40.639 WHERE id = ${viewer.id}::uuid`.execute(ctx.database.db);
    expect(await firstTwo()).toEqual(['Southern Loaves', 'Northern Loaves']);
  });

  it.runIf(databaseUrl)('forgets a kept page when another process changes what it shows', async () => {
    const database = await openDatabase({ url: databaseUrl, schema: ctx.app.config.DATABASE_SCHEMA });
    second = { app: await buildApp(sameSchemaConfig(ctx), { database, migrate: false, startJobs: false }), database };
    await waitFor(() => second!.app.directoryPages.active, 'the second process to listen');
    const bakery = await business('Rowanberry Rolls');
    const viewer = await parkSloper();
    const query = 'search=rowanberry';
    expect(names((await directoryOf(viewer, query, second.app)).entries)).toEqual(['Rowanberry Rolls']);
    await sql`UPDATE organizations SET business_name = 'Rowanberry Buns' WHERE id = ${bakery.id}::uuid`.execute(
      ctx.database.db,
    );
    await waitFor(
      async () => names((await directoryOf(viewer, query, second!.app)).entries)[0] === 'Rowanberry Buns',
      'the change to reach the other process',
      2000,
    );
  });
});
