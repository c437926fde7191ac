import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventBody } from '../helpers/events.js';
import { approve, createGroup, createGroupPostRequest, joinGroup } from '../helpers/groups.js';
import { organization } from '../helpers/organizations.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { postRental } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18: one search over posts, people, organizations, rentals, groups and events, and its privacy.
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const search = (headers: Headers, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });

async function titles(headers: Headers, q: string, type: string): Promise<string[]> {
  const response = await search(headers, `q=${encodeURIComponent(q)}&type=${type}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().metadata.type).toBe(type);
  return (response.json().data as { title: string }[]).map((hit) => hit.title);
}

describe('GET /search', () => {
  it('finds people by name, never by e-mail, and shows no e-mail', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    await neighbour(ctx.app, PARK_SLOPE, {
      first_name: 'Mei',
      last_name: 'Tanaka',
      email: 'quokkamail-7731@example.test',
    });
    await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Meiko', last_name: 'Sato', email_verified_at: null });
    expect(await titles(viewer.headers, 'Mei', 'people')).toEqual(['Mei Tanaka']);
    expect(await titles(viewer.headers, 'quokkamail', 'people')).toEqual([]);
    const response = await search(viewer.headers, 'q=Mei&type=people');
    expect(response.body).not.toContain('@');
    expect(response.json().data[0]).toMatchObject({
      subtitle: 'Park Slope, Brooklyn',
      path: expect.stringMatching(/^\/dashboard\/profile\//),
    });
  });

  it("finds posts of the neighbourhood feed and public groups, never a private group's", async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    await createPost(ctx.app, owner.headers, 'Free zucchini from the allotment');
    const secretGroup = await createGroup(ctx.app, owner.headers, 'Zucchini growers circle', 'private');
    expect(
      (await createGroupPostRequest(ctx.app, owner.headers, secretGroup, 'Secret zucchini recipe')).statusCode,
    ).toBe(201);
    const openGroup = await createGroup(ctx.app, owner.headers, 'Zucchini swap');
    expect(
      (await createGroupPostRequest(ctx.app, owner.headers, openGroup, 'Zucchini swap on Sunday')).statusCode,
    ).toBe(201);

    expect(await titles(viewer.headers, 'zucchini', 'posts')).toEqual([
      'Zucchini swap on Sunday',
      'Free zucchini from the allotment',
    ]);
    // Groups: the public one for everyone; the private one only for its members.
    expect(await titles(viewer.headers, 'zucchini', 'groups')).toEqual(['Zucchini swap']);
    expect(await titles(owner.headers, 'zucchini', 'groups')).toEqual(['Zucchini swap', 'Zucchini growers circle']);
    // Even a member does not find private-group posts through the one search (they read them in the group).
    expect(await titles(owner.headers, 'secret recipe', 'posts')).toEqual([]);
    await joinGroup(ctx.app, viewer.headers, openGroup);
  });

  it('finds organizations and open rental requests, and pages with a total', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    await organization(ctx.app, { business_name: 'Marmalade Bikes', category: 'Repairs', location_city: 'Brooklyn' });
    const requester = await neighbour(ctx.app, PARK_SLOPE);
    for (const item of ['Marmalade jars', 'Marmalade pan', 'Marmalade funnel'])
      await postRental(ctx.app, requester.headers, item);
    expect(await titles(viewer.headers, 'marmalade', 'organizations')).toEqual(['Marmalade Bikes']);
    const page = await search(viewer.headers, 'q=marmalade&type=rentals&limit=2&page=2');
    expect(page.json().data.map((hit: { title: string }) => hit.title)).toEqual(['Marmalade jars']);
    expect(page.json().metadata).toMatchObject({ page: 2, limit: 2, total: 3, has_more: false });

    // Wildcards in the query are taken literally.
    expect(await titles(viewer.headers, '%_', 'organizations')).toEqual([]);
  });

  it('refuses a query shorter than 2 characters and visitors', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    expect((await search(viewer.headers, 'q=a')).statusCode).toBe(400);
    expect((await search(viewer.headers, 'q=ab&type=emails')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=abc' })).statusCode).toBe(401);
  });
});

describe('GET /search?type=events', () => {
  it("finds open events by title, description or place, a private group's only for its members", async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const now = new Date();
    await createEvent(ctx.app, owner.headers, eventBody(now, { title: 'Kumquat tasting' }));
    await createEvent(
      ctx.app,
      owner.headers,
      eventBody(now, { title: 'Picnic', place: { name: 'Kumquat corner', address: '' } }),
    );
    const secret = await createGroup(ctx.app, owner.headers, 'Quiet kumquat circle', 'private');
    expect(await joinGroup(ctx.app, member.headers, secret)).toBe('pending');
    const secretEvent = await createEvent(
      ctx.app,
      owner.headers,
      eventBody(now, { title: 'Secret kumquat supper', group_id: secret, visibility: 'group' }),
    );
    const open = await createGroup(ctx.app, owner.headers, 'Open kumquat club');
    await createEvent(
      ctx.app,
      owner.headers,
      eventBody(now, { title: 'Kumquat club meetup', group_id: open, visibility: 'group' }),
    );

    expect(await titles(viewer.headers, 'kumquat', 'events')).toEqual([
      'Kumquat club meetup',
      'Picnic',
      'Kumquat tasting',
    ]);
    expect(await titles(owner.headers, 'kumquat', 'events')).toContain('Secret kumquat supper');
    // A private group's join is a request until approved: no events before.
    expect(await titles(member.headers, 'kumquat', 'events')).not.toContain('Secret kumquat supper');
    await approve(ctx.app, owner.headers, secret, member.id);
    expect(await titles(member.headers, 'kumquat', 'events')).toContain('Secret kumquat supper');

    const hit = (await search(viewer.headers, 'q=kumquat%20tasting&type=events')).json().data[0];
    expect(hit).toMatchObject({
      type: 'events',
      subtitle: 'Prospect Park',
      path: expect.stringMatching(/^\/dashboard\/events\//),
    });
    // The secret event's id leaks nowhere, not even in a paged total.
    const all = await search(viewer.headers, 'q=kumquat&type=events&limit=1');
    expect(all.json().metadata.total).toBe(3);
    expect(all.body).not.toContain(secretEvent);
  });

  it('leaves out hidden events, events of hidden groups and organizers on either side of a block', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const blocker = await neighbour(ctx.app, PARK_SLOPE);
    const now = new Date();
    const hidden = await createEvent(ctx.app, organizer.headers, eventBody(now, { title: 'Yuzu swap hidden' }));
    const group = await createGroup(ctx.app, organizer.headers, 'Yuzu growers');
    await createEvent(
      ctx.app,
      organizer.headers,
      eventBody(now, { title: 'Yuzu growers meet', group_id: group, visibility: 'group' }),
    );
    await createEvent(ctx.app, organizer.headers, eventBody(now, { title: 'Yuzu tea' }));
    await createEvent(ctx.app, blocker.headers, eventBody(now, { title: 'Yuzu by the blocker' }));
    expect(await titles(viewer.headers, 'yuzu', 'events')).toHaveLength(4);

    await ctx.database.db.updateTable('events').set({ hidden_at: new Date() }).where('id', '=', hidden).execute();
    await ctx.database.db.updateTable('groups').set({ hidden_at: new Date() }).where('id', '=', group).execute();
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${viewer.id}/block`,
      headers: blocker.headers,
    });
    expect(block.statusCode).toBe(200);
    expect(await titles(viewer.headers, 'yuzu', 'events')).toEqual(['Yuzu tea']);
  });
});

describe('search and safety', () => {
  it("leaves out anyone on either side of a block, muted authors' posts and hidden content", async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const blocked = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Blockedzed', last_name: 'Person' });
    const muted = await neighbour(ctx.app, PARK_SLOPE);
    await createPost(ctx.app, blocked.headers, 'Quokkasearch by the blocked one');
    await createPost(ctx.app, muted.headers, 'Quokkasearch by the muted one');
    const hiddenPost = await createPost(ctx.app, viewer.headers, 'Quokkasearch soon hidden');
    expect(await titles(viewer.headers, 'Quokkasearch', 'posts')).toHaveLength(3);
    expect(await titles(viewer.headers, 'Blockedzed', 'people')).toHaveLength(1);

    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${blocked.id}/block`,
      headers: viewer.headers,
    });
    expect(block.statusCode).toBe(200);
    const mute = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${muted.id}/mute`,
      headers: viewer.headers,
    });
    expect(mute.statusCode).toBe(200);
    await ctx.database.db.updateTable('posts').set({ hidden_at: new Date() }).where('id', '=', hiddenPost).execute();

    expect(await titles(viewer.headers, 'Quokkasearch', 'posts')).toEqual([]);
    expect(await titles(viewer.headers, 'Blockedzed', 'people')).toEqual([]);
    // Both ways: the blocked person does not find the viewer's posts either.
    const other = await neighbour(ctx.app, PARK_SLOPE);
    expect(await titles(blocked.headers, 'Quokkasearch', 'posts')).not.toContain('Quokkasearch soon hidden');
    expect(await titles(other.headers, 'Quokkasearch', 'posts')).toEqual(
      expect.arrayContaining(['Quokkasearch by the blocked one', 'Quokkasearch by the muted one']),
    );
    expect(await titles(other.headers, 'Quokkasearch', 'posts')).not.toContain('Quokkasearch soon hidden');
  });
});

describe('GET /search/suggest', () => {
  it('answers the newest few of every kind at once, with the same privacy', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const owner = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Quince', last_name: 'Okoro' });
    for (let index = 0; index < 4; index++) await createPost(ctx.app, owner.headers, `Quince jelly batch ${index}`);
    await createGroup(ctx.app, owner.headers, 'Quince lovers', 'private');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/search/suggest?q=quince',
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Record<string, { title: string }[]>;
    expect(data.posts!.map((hit) => hit.title)).toEqual([
      'Quince jelly batch 3',
      'Quince jelly batch 2',
      'Quince jelly batch 1',
    ]);
    expect(data.people!.map((hit) => hit.title)).toEqual(['Quince Okoro']);
    expect(data.groups).toEqual([]);
    expect(data.organizations).toEqual([]);
    expect(data.rentals).toEqual([]);
    expect(data.events).toEqual([]);
  });

  it('suggests events, never a private group’s to outsiders', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    await createEvent(ctx.app, owner.headers, eventBody(new Date(), { title: 'Persimmon harvest' }));
    const secret = await createGroup(ctx.app, owner.headers, 'Persimmon pals', 'private');
    await createEvent(
      ctx.app,
      owner.headers,
      eventBody(new Date(), { title: 'Persimmon secret', group_id: secret, visibility: 'group' }),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/search/suggest?q=persimmon',
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.events.map((hit: { title: string }) => hit.title)).toEqual(['Persimmon harvest']);
    expect(response.json().data.groups).toEqual([]);
  });
});
