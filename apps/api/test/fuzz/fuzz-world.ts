// The fuzz test's app, its OpenAPI document and some real data to aim at (one app per test file:
// the module is evaluated once, by openapi-fuzz.test.ts).
import { afterAll } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { buildUser } from '../helpers/factories.js';
import { injectMultipart } from '../helpers/multipart.js';
import { PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp } from '../helpers/test-app.js';
import { UNKNOWN_ID } from './fuzz-hostile-values.js';
import type { OpenApiDocument } from './fuzz-openapi.js';

// High rate limits: a 429 is no failure, but it would hide what the route itself does.
const ctx = await createTestApp(
  {
    RATE_LIMIT_PER_MINUTE: '10000000',
    VISITOR_RATE_LIMIT_PER_MINUTE: '10000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
    // Sign-in through a provider (issue 42) configured, so its start, callback and hand-over run
    // their code on hostile input; the issuer is a closed loopback port (an unreachable provider).
    OIDC_ISSUER: 'http://127.0.0.1:1',
    OIDC_CLIENT_ID: 'fuzz',
    OIDC_CLIENT_SECRET: 'fuzz-secret',
    OIDC_NAME: 'Fuzz ID',
  },
  { startJobs: false },
);
export const { app } = ctx;
export const db = app.database.db;
afterAll(async () => {
  await ctx?.close();
});

export const PASSWORD = 'fuzz-horse-staple-42';
export const passwordHash = await hashPassword(PASSWORD);
export const area = {
  location_suburb: PARK_SLOPE.suburb,
  location_city: PARK_SLOPE.city,
  location_state: PARK_SLOPE.state,
  location_country: PARK_SLOPE.country,
};
export const neighbourUser = await buildUser(db, { password_hash: passwordHash, ...area });
const otherUser = await buildUser(db, { password_hash: passwordHash, ...area });
export const adminUser = await buildUser(db, { password_hash: passwordHash, role: 'admin', ...area });
export const orgUser = await buildUser(db, { password_hash: passwordHash, account_type: 'organization' });
const orgRow = await db
  .insertInto('organizations')
  .values({ owner_id: orgUser.id, business_name: 'Fuzz Bakery', city: PARK_SLOPE.city })
  .returning('id')
  .executeTakeFirstOrThrow();

const seedHeaders = async (userId: string) => ({
  authorization: `Bearer ${await createSession(db, app.clock, userId)}`,
});
async function seed(method: 'POST' | 'PATCH', url: string, userId: string, payload: object): Promise<string> {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: await seedHeaders(userId), payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json().data.id as string;
}
const otherHeaders = await seedHeaders(otherUser.id);
const created = await injectMultipart(app, '/api/v1/posts/create-post', otherHeaders, { content: 'Fuzz post' });
const postId = created.json().data.id as string;
const commentId = await seed('POST', '/comments/create-comment', otherUser.id, { post_id: postId, content: 'Hi' });
const rentalId = await seed('POST', '/rentals/requests', otherUser.id, {
  itemName: 'Drill',
  description: 'A drill',
  duration: '2 days',
});
const keywordId = await seed('POST', '/rentals/keywords', neighbourUser.id, { keyword: 'drill' });
const listing = await injectMultipart(app, '/api/v1/organization/me/listings', await seedHeaders(orgUser.id), {
  title: 'Bread',
});
const listingId = listing.json().data.id as string;
const eventStart = new Date(Date.now() + 72 * 60 * 60 * 1000);
const eventId = await seed('POST', '/events', otherUser.id, {
  title: 'Fuzz fair',
  start: eventStart.toISOString(),
  end: new Date(eventStart.getTime() + 60 * 60 * 1000).toISOString(),
  place: { name: 'Park' },
  capacity: 2,
});
await app.inject({ method: 'POST', url: `/api/v1/users/${neighbourUser.id}/follow`, headers: otherHeaders });
const notification = await db.selectFrom('notifications').select('id').executeTakeFirst();

export const IDS = [
  postId,
  commentId,
  rentalId,
  keywordId,
  listingId,
  eventId,
  orgRow.id,
  neighbourUser.id,
  otherUser.id,
  orgUser.id,
  ...(notification ? [notification.id] : []),
  UNKNOWN_ID,
];
export const EMAILS = [neighbourUser.email, otherUser.email, 'new-person@example.test'];

export const documentResponse = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
export const document = documentResponse.json() as OpenApiDocument;
