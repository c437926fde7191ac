import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0032: what a directory page costs in round trips to the database. Not timings: the
// number of statements. Nearest first reads the viewer's area with the tier sizes in one statement
// and each tier's page with its full rows in another; a search reads the dictionary, then the page
// with its rows and its total in one statement. Decision 0039: the page is kept for every viewer
// asking the same, and each viewer's cut (whom they follow or block among its owners) is one
// statement more; a kept page costs that statement only, an empty one none.
let ctx: TestContext;
let viewer: Awaited<ReturnType<typeof neighbour>>;

const area = (suburb: string, city: string, state: string) => ({
  location_suburb: suburb,
  location_city: city,
  location_state: state,
  location_country: 'United States',
});

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await neighbour(ctx.app, PARK_SLOPE);
  for (let i = 0; i < 4; i += 1) {
    await organization(ctx.app, {
      business_name: `Slope Bakery ${i}`,
      category: 'Food',
      description: 'Sourdough every morning.',
      ...area('Park Slope', 'Brooklyn', 'New York'),
    });
    await organization(ctx.app, {
      business_name: `Albany Bakery ${i}`,
      category: 'Food',
      description: 'Bagels.',
      ...area('Center Square', 'Albany', 'New York'),
    });
  }
});

afterAll(async () => {
  await ctx?.close();
});

async function statementsOf(url: string) {
  await keepSession(ctx.app, viewer.headers);
  const counter = countStatements(ctx.database);
  try {
    const response = await ctx.app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return {
      statements: counter.count(),
      body: response.json() as { data: { name: string }[]; metadata: { total: number } },
    };
  } finally {
    counter.restore();
  }
}

describe('statements per directory page', () => {
  it('nearest first: area with tier sizes, one per tier the page reads (with its rows)', async () => {
    const first = await statementsOf('/api/v1/organization/all?limit=3');
    expect(first.body.data.map((org) => org.name)).toEqual(['Slope Bakery 0', 'Slope Bakery 1', 'Slope Bakery 2']);
    expect(first.statements).toBe(3);
    expect((await statementsOf('/api/v1/organization/all?limit=3')).statements).toBe(1);
    // Page 2 of 3 crosses from the suburb into the state tier: one more statement.
    const crossing = await statementsOf('/api/v1/organization/all?limit=3&page=2');
    expect(crossing.body.data.map((org) => org.name)).toEqual(['Slope Bakery 3', 'Albany Bakery 0', 'Albany Bakery 1']);
    expect(crossing.statements).toBe(4);
  });

  it('search: dictionary, the page with its rows and its total', async () => {
    for (const search of ['bakery', 'bakry']) {
      const page = await statementsOf(`/api/v1/organization/all?limit=5&search=${search}`);
      expect(page.body.data).toHaveLength(5);
      expect(page.body.metadata.total).toBe(8);
      expect(page.statements).toBe(3);
      const kept = await statementsOf(`/api/v1/organization/all?limit=5&search=${search}`);
      expect(kept.body).toEqual(page.body);
      expect(kept.statements).toBe(1);
    }
    const twoWords = await statementsOf('/api/v1/organization/all?limit=5&search=slope%20bakery');
    expect(twoWords.body.data.map((org) => org.name)[0]).toMatch(/^Slope Bakery/);
    expect(twoWords.body.metadata.total).toBe(4);
    expect(twoWords.statements).toBe(3);
    // A page past the end has no row to carry the total: it is counted apart.
    const past = await statementsOf('/api/v1/organization/all?limit=5&page=3&search=bakery');
    expect(past.body.data).toHaveLength(0);
    expect(past.body.metadata.total).toBe(8);
    expect(past.statements).toBe(3);
    expect((await statementsOf('/api/v1/organization/all?limit=5&page=3&search=bakery')).statements).toBe(0);
  });
});
