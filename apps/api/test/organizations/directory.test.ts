import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let viewer: Person;
let bakeryId: string;
let hiddenId: string;

const area = (suburb: string, city: string, state: string) => ({
  location_suburb: suburb,
  location_city: city,
  location_state: state,
  location_country: 'United States',
});

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await neighbour(ctx.app, PARK_SLOPE);
  const bakery = await organization(ctx.app, {
    business_name: 'Slope Bakery',
    category: 'Food',
    description: 'Sourdough and pastries baked every morning.',
    city: 'Brooklyn',
    state: 'NY',
    ...area('Park Slope', 'Brooklyn', 'New York'),
  });
  bakeryId = bakery.id;
  await organization(ctx.app, {
    business_name: 'Bushwick Bikes',
    category: 'Repairs',
    description: 'Bicycle repairs and rentals.',
    ...area('Bushwick', 'Brooklyn', 'New York'),
  });
  await organization(ctx.app, {
    business_name: 'Albany Books',
    category: 'Books',
    description: 'Second-hand books; we also sell bread from a bakery nearby.',
    ...area('Center Square', 'Albany', 'New York'),
  });
  await organization(ctx.app, {
    business_name: 'Austin Tacos',
    category: 'Food',
    description: 'Tacos all day.',
    ...area('Downtown', 'Austin', 'Texas'),
  });
  const hidden = await organization(ctx.app, {
    business_name: 'Quiet Tailor',
    category: 'Clothing',
    contact_email: 'private@tailor.test',
    contact_phone: '+1 555 0100',
    contact_email_public: false,
    contact_phone_public: false,
  });
  hiddenId = hidden.id;
  for (let i = 0; i < 7; i += 1) {
    await organization(ctx.app, { business_name: `Zeta Shop ${i}`, category: 'Misc' });
  }
});

afterAll(async () => {
  await ctx?.close();
});

const directory = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/organization/all${query}`,
    headers: viewer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /organization/all', () => {
  it('finds a misspelt search, case-insensitively, best match first', async () => {
    for (const search of ['bakry', 'BAKERY', 'Slope Bakrey']) {
      const body = await directory(`?search=${encodeURIComponent(search)}`);
      expect(body.data[0]?.business_name, search).toBe('Slope Bakery');
    }
    const body = await directory('?search=bakery');
    // The bookshop mentions a bakery in its description: found, but after the bakery itself.
    expect(body.data.map((org: { name: string }) => org.name)).toEqual(['Slope Bakery', 'Albany Books']);
  });

  it('searches category, description and city', async () => {
    expect((await directory('?search=repairs')).data[0].name).toBe('Bushwick Bikes');
    expect((await directory('?search=sourdough')).data[0].name).toBe('Slope Bakery');
    expect((await directory('?search=austin')).data[0].name).toBe('Austin Tacos');
    expect((await directory('?search=nothing-like-this-exists')).data).toEqual([]);
  });

  it('matches whole words, words being typed, and every word of the search', async () => {
    const names = async (search: string) =>
      (await directory(`?search=${encodeURIComponent(search)}`)).data.map((org: { name: string }) => org.name);
    // As you type: the start of a word finds it.
    expect(await names('bak')).toEqual(['Slope Bakery', 'Albany Books']);
    // A swapped pair of letters is one typo; the inside of a word is not a word.
    expect(await names('sourdoguh')).toEqual(['Slope Bakery']);
    expect(await names('kery')).toEqual([]);
    // Every word must be found somewhere: name, category, description or city.
    expect(await names('bakery albany')).toEqual(['Albany Books']);
    expect(await names('tacos brooklyn')).toEqual([]);
    // Punctuation only looks for nothing.
    expect((await directory(`?search=${encodeURIComponent('%_*')}`)).metadata).toMatchObject({ total: 0 });
  });

  it('finds the new words of an organization that changed its profile', async () => {
    const shop = await organization(ctx.app, { business_name: 'Plain Shop', category: 'Misc' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization/me',
      headers: shop.headers,
      payload: { description: 'Handmade ceramics and pottery workshops.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await directory('?search=potery')).data.map((org: { name: string }) => org.name)).toEqual(['Plain Shop']);
    await ctx.database.db.deleteFrom('organizations').where('id', '=', shop.id).execute();
  });

  it('finds numbers exactly (they are never corrected)', async () => {
    const names = (await directory('?search=3')).data.map((org: { name: string }) => org.name);
    expect(names).toEqual(['Zeta Shop 3']);
  });

  it('keeps the derived area counts and word postings equal to the organizations, whatever changes', async () => {
    const { sql } = await import('kysely');
    const db = ctx.database.db;
    const shop = await organization(ctx.app, {
      business_name: 'Moving Van Co',
      ...area('Astoria', 'Queens', 'New York'),
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization/me',
      headers: shop.headers,
      payload: { business_name: 'Moved Vans', description: 'Now in Brooklyn.' },
    });
    await db
      .updateTable('organizations')
      .set(area('Park Slope', 'Brooklyn', 'New York'))
      .where('id', '=', shop.id)
      .execute();
    const counts = await sql<{ mismatches: string }>`
      SELECT count(*) AS mismatches FROM (
        SELECT area_state, area_city, area_suburb, organizations FROM organization_area_counts WHERE organizations <> 0
        EXCEPT
        SELECT coalesce(area_state, ''), coalesce(area_city, ''), coalesce(area_suburb, ''), count(*)::int
        FROM organizations GROUP BY 1, 2, 3) AS d`.execute(db);
    expect(Number(counts.rows[0]!.mismatches)).toBe(0);
    const postings = await sql<{ mismatches: string }>`
      SELECT count(*) AS mismatches FROM (
        (SELECT word, organization_id, in_name, business_name FROM organization_search_postings
         EXCEPT
         SELECT w.lexeme, o.id, w.lexeme = ANY (tsvector_to_array(o.name_words)), o.business_name
         FROM organizations o, unnest(o.search_words) AS w)
        UNION ALL
        (SELECT w.lexeme, o.id, w.lexeme = ANY (tsvector_to_array(o.name_words)), o.business_name
         FROM organizations o, unnest(o.search_words) AS w
         EXCEPT
         SELECT word, organization_id, in_name, business_name FROM organization_search_postings)) AS d`.execute(db);
    expect(Number(postings.rows[0]!.mismatches)).toBe(0);
    expect((await directory('?search=moved')).data.map((org: { name: string }) => org.name)).toEqual(['Moved Vans']);
    expect((await directory('?search=moving')).data).toEqual([]);
    await db.deleteFrom('users').where('id', '=', shop.ownerId).execute();
    const after = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM organization_search_postings WHERE organization_id = ${shop.id}`.execute(db);
    expect(Number(after.rows[0]!.n)).toBe(0);
  });

  it('pages with metadata: default limit 10, total_pages, capped at 50', async () => {
    const first = await directory('');
    expect(first.data).toHaveLength(10);
    expect(first.metadata).toMatchObject({
      page: 1,
      limit: 10,
      total: 12,
      total_pages: 2,
      has_more: true,
      totalPages: 2,
    });
    const second = await directory('?page=2');
    expect(second.data).toHaveLength(2);
    expect(second.metadata).toMatchObject({ page: 2, total_pages: 2, has_more: false });
    const ids = new Set([...first.data, ...second.data].map((org: { id: string }) => org.id));
    expect(ids.size).toBe(12);
    expect((await directory('?limit=500')).metadata.limit).toBe(50);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/all?page=0',
      headers: viewer.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists nearest first without a search: suburb, city, state, then the rest', async () => {
    const names = (await directory('?limit=4')).data.map((org: { name: string }) => org.name);
    expect(names).toEqual(['Slope Bakery', 'Bushwick Bikes', 'Albany Books', 'Austin Tacos']);
  });

  it('lists everything by name for a viewer without a location', async () => {
    const nowhere = await neighbour(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/all?limit=3',
      headers: nowhere.headers,
    });
    expect(response.json().data.map((org: { name: string }) => org.name)).toEqual([
      'Albany Books',
      'Austin Tacos',
      'Bushwick Bikes',
    ]);
    expect(response.json().metadata).toMatchObject({ total: 12, total_pages: 4 });
  });

  it('pages through the tiers without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const body = await directory(`?limit=3&page=${page}`);
      seen.push(...body.data.map((org: { id: string }) => org.id));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/all' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /organization/{id}', () => {
  it('answers the public view with the minimum fields of docs/api.md', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/organization/${bakeryId}`,
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const org = response.json().data;
    expect(org).toMatchObject({
      _id: bakeryId,
      id: bakeryId,
      business_name: 'Slope Bakery',
      name: 'Slope Bakery',
      city: 'Brooklyn',
      state: 'NY',
      location: { suburb: 'Park Slope', city: 'Brooklyn', state: 'NY' },
      logo: null,
      cover_photo: null,
      profile_picture: null,
      followers_count: 0,
      is_following: false,
    });
    expect(org).not.toHaveProperty('contact_email_public');
  });

  it('hides the contact fields the organization keeps private', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/organization/${hiddenId}`,
      headers: viewer.headers,
    });
    const org = response.json().data;
    expect(org).toMatchObject({ contact_email: '', email: '', contact_phone: '', phone: '' });
    expect(response.body).not.toContain('private@tailor.test');
    expect(response.body).not.toContain('555 0100');
  });

  it('answers 404 Organization not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/organization/${id}`,
        headers: viewer.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', message: 'Organization not found' });
    }
  });
});
