import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { coordinate } from '../helpers/coordinates.js';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let ada: Person;
let bob: Person;
let cleo: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await neighbour(ctx.app, PARK_SLOPE, { bio: 'Grows tomatoes.', location_lat: 40.67, location_lng: -73.98 });
  bob = await neighbour(ctx.app);
  cleo = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Person['headers']) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Person['headers']) => ctx.app.inject({ method: 'POST', url, headers });
const stats = async (id: string, viewer: Person) => {
  const response = await get(`/api/v1/users/${id}/stats`, viewer.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /users/{id}', () => {
  it('answers the public profile without private fields', async () => {
    const response = await get(`/api/v1/users/${ada.id}`, bob.headers);
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({
      _id: ada.id,
      id: ada.id,
      bio: 'Grows tomatoes.',
      account_type: 'user',
      location: { suburb: 'Park Slope', city: 'Brooklyn', state: 'New York', country: 'United States' },
      profile_picture: null,
    });
    for (const key of ['email', 'referral', 'role', 'email_verified', 'password_hash', 'location_lat']) {
      expect(user).not.toHaveProperty(key);
    }
    expect(user.location).not.toHaveProperty('latitude');
    expect(user.location).not.toHaveProperty('lat');
    expect(response.body).not.toMatch(coordinate('40.67'));
    expect(response.body).not.toContain('@example.test');
  });

  it('answers 404 User not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/api/v1/users/${id}`, bob.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', message: 'User not found' });
    }
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${ada.id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('the posts count (kept by triggers on posts, migration 0030)', () => {
  /** Every member's kept count against a count of their posts made now. */
  async function keptCountsDrift(): Promise<unknown[]> {
    const { rows } = await sql`
      SELECT u.id, k.kept, (SELECT count(*)::int FROM posts p WHERE p.author_id = u.id AND p.local) AS counted
      FROM users u, LATERAL (SELECT coalesce(sum(c.posts_count), 0)::int AS kept FROM user_post_counts c WHERE c.user_id = u.id) AS k
      WHERE k.kept <> (SELECT count(*)::int FROM posts p WHERE p.author_id = u.id AND p.local)`.execute(
      ctx.app.database.db,
    );
    return rows;
  }

  it('follows posts written and deleted one by one, in bulk, and moved out of the feed and back', async () => {
    const dan = await neighbour(ctx.app);
    const first = await createPost(ctx.app, dan.headers, 'One');
    await createPost(ctx.app, dan.headers, 'Two');
    expect((await stats(dan.id, bob)).posts_count).toBe(2);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${first}`, headers: dan.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stats(dan.id, bob)).posts_count).toBe(1);

    const db = ctx.app.database.db;
    // Five copies of the remaining post in one statement, then three of them deleted in one.
    await sql`
      INSERT INTO posts (author_id, content, location_suburb, location_city, location_state, location_country,
                         created_at, updated_at)
      SELECT author_id, content || g, location_suburb, location_city, location_state, location_country, now(), now()
      FROM posts AS p CROSS JOIN generate_series(1, 5) AS g WHERE p.author_id = ${dan.id}::uuid`.execute(db);
    expect((await stats(dan.id, bob)).posts_count).toBe(6);
    await sql`
      DELETE FROM posts WHERE id IN (SELECT id FROM posts WHERE author_id = ${dan.id}::uuid ORDER BY id LIMIT 3)`.execute(
      db,
    );
    expect((await stats(dan.id, bob)).posts_count).toBe(3);

    // Out of the neighbourhood feed (a private group's post) and back.
    await sql`UPDATE posts SET local = false WHERE author_id = ${dan.id}::uuid`.execute(db);
    expect((await stats(dan.id, bob)).posts_count).toBe(0);
    await sql`UPDATE posts SET local = true WHERE author_id = ${dan.id}::uuid`.execute(db);
    expect((await stats(dan.id, bob)).posts_count).toBe(3);
    expect(await keptCountsDrift()).toEqual([]);
  });
});

describe('stats, follow and unfollow', () => {
  it('counts posts, followers and followings, in camelCase and snake_case', async () => {
    await createPost(ctx.app, ada.headers, 'First');
    await createPost(ctx.app, ada.headers, 'Second');
    expect(await stats(ada.id, bob)).toEqual({
      postsCount: 2,
      followersCount: 0,
      followingCount: 0,
      isFollowing: false,
      posts_count: 2,
      followers_count: 0,
      following_count: 0,
      is_following: false,
    });
  });

  it('follows idempotently and answers the new stats', async () => {
    const first = await post(`/api/v1/users/${ada.id}/follow`, bob.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'success', message: 'Followed' });
    expect(first.json().data).toMatchObject({ followersCount: 1, isFollowing: true });

    const second = await post(`/api/v1/users/${ada.id}/follow`, bob.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ followersCount: 1, followers_count: 1, isFollowing: true });

    await post(`/api/v1/users/${ada.id}/follow`, cleo.headers);
    expect(await stats(ada.id, cleo)).toMatchObject({ followersCount: 2, isFollowing: true });
    expect(await stats(bob.id, cleo)).toMatchObject({ followingCount: 1, followersCount: 0, isFollowing: false });
    // isFollowing is the caller's: Ada does not follow herself.
    expect(await stats(ada.id, ada)).toMatchObject({ followersCount: 2, isFollowing: false });
  });

  it('unfollows idempotently and never counts below zero', async () => {
    const first = await post(`/api/v1/users/${ada.id}/unfollow`, bob.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Unfollowed', data: { followersCount: 1, isFollowing: false } });
    const second = await post(`/api/v1/users/${ada.id}/unfollow`, bob.headers);
    expect(second.json().data).toMatchObject({ followersCount: 1, isFollowing: false });

    await post(`/api/v1/users/${ada.id}/unfollow`, cleo.headers);
    const third = await post(`/api/v1/users/${ada.id}/unfollow`, cleo.headers);
    expect(third.json().data).toMatchObject({ followersCount: 0, followers_count: 0, isFollowing: false });
  });

  it('refuses following oneself with 400', async () => {
    const response = await post(`/api/v1/users/${bob.id}/follow`, bob.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'You cannot follow yourself' });
    expect(await stats(bob.id, bob)).toMatchObject({ followersCount: 0, followingCount: 0 });
  });

  it('answers 404 for unknown users', async () => {
    for (const action of ['follow', 'unfollow', 'stats']) {
      const method = action === 'stats' ? 'GET' : 'POST';
      const unknown = await ctx.app.inject({
        method,
        url: `/api/v1/users/00000000-0000-4000-8000-000000000000/${action}`,
        headers: bob.headers,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('User not found');
      const malformed = await ctx.app.inject({ method, url: `/api/v1/users/nope/${action}`, headers: bob.headers });
      expect(malformed.statusCode).toBe(404);
    }
  });

  it('lets organizations be followed through the same route', async () => {
    const org = await neighbour(ctx.app, undefined, { account_type: 'organization' });
    const response = await post(`/api/v1/users/${org.id}/follow`, cleo.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ followersCount: 1, isFollowing: true });
  });
});
