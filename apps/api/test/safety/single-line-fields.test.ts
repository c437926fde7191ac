import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSingleLine, TextMessages } from '@ourhood/contract';
import { eventBody } from '../helpers/events.js';
import { createGroup } from '../helpers/groups.js';
import { injectMultipart } from '../helpers/multipart.js';
import { CHAIR } from '../helpers/marketplace.js';
import { organization } from '../helpers/organizations.js';
import { PARK_SLOPE } from '../helpers/posts.js';
import { oldNeighbour } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 39, "Text that stays on one line": every one-line field (names, titles, places, item
// names, group names, searches) refuses line breaks of every kind and other control characters
// with a 400 field error, from the contract's one `singleLine` schema. Such values end up in
// calendar names, e-mail subjects and notification titles, where a line break starts a new line.

let ctx: TestContext;
let me: { id: string; headers: { authorization: string } };
let org: { headers: { authorization: string } };
let groupId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  me = await oldNeighbour(ctx.app, PARK_SLOPE);
  org = await organization(ctx.app, { business_name: 'Corner Bakery' });
  groupId = await createGroup(ctx.app, me.headers, 'Stoop sitters');
});

afterAll(async () => {
  await ctx?.close();
});

const BREAKS = [
  'Two\nlines',
  'Two\r\nATTENDEE:mailto:x@example.com',
  'Two\rlines',
  'a\u2028b',
  'a\u2029b',
  'a\u0085b',
  'tab\there',
];

type Case = {
  multipart?: true;
  name: string;
  method: 'POST' | 'PATCH';
  url: string;
  as: 'me' | 'org' | 'none';
  field: string;
  body: (bad: string) => object;
};

const CASES: Case[] = [
  {
    name: 'sign-up first name',
    method: 'POST',
    url: '/auth/register',
    as: 'none',
    field: 'first_name',
    body: (bad) => ({
      first_name: bad,
      last_name: 'Lo',
      email: 'single-line@example.org',
      password: 'correct-horse-42',
    }),
  },
  {
    name: 'profile last name',
    method: 'PATCH',
    url: '/users/profile/me',
    as: 'me',
    field: 'last_name',
    body: (bad) => ({ last_name: bad }),
  },
  {
    name: 'group name',
    method: 'POST',
    url: '/groups',
    as: 'me',
    field: 'name',
    body: (bad) => ({ name: bad, description: 'x' }),
  },
  {
    name: 'group rename',
    method: 'PATCH',
    url: '/groups/:group',
    as: 'me',
    field: 'name',
    body: (bad) => ({ name: bad }),
  },
  {
    name: 'event title',
    method: 'POST',
    url: '/events',
    as: 'me',
    field: 'title',
    body: (bad) => ({ ...eventBody(new Date()), title: bad }),
  },
  {
    name: 'event place',
    method: 'POST',
    url: '/events',
    as: 'me',
    field: 'place',
    body: (bad) => ({ ...eventBody(new Date()), place: { name: bad, address: '' } }),
  },
  {
    name: 'business name',
    method: 'PATCH',
    url: '/organization/me',
    as: 'org',
    field: 'business_name',
    body: (bad) => ({ business_name: bad }),
  },
  {
    name: 'listing title',
    multipart: true,
    method: 'POST',
    url: '/organization/me/listings',
    as: 'org',
    field: 'title',
    body: (bad) => ({ title: bad }),
  },
  {
    name: 'marketplace title',
    method: 'POST',
    url: '/marketplace/items',
    as: 'me',
    field: 'title',
    body: (bad) => ({ ...CHAIR, title: bad }),
  },
  {
    name: 'rental item name',
    method: 'POST',
    url: '/rentals/requests',
    as: 'me',
    field: 'itemName',
    body: (bad) => ({ itemName: bad, description: 'A ladder', duration: '2 days' }),
  },
  {
    name: 'alert title',
    method: 'POST',
    url: '/alerts',
    as: 'me',
    field: 'title',
    body: (bad) => ({ category: 'crime', title: bad }),
  },
];

describe('one-line fields', () => {
  it.each(CASES)('$name refuses every kind of line break with a field error', async (testCase) => {
    const headers = testCase.as === 'me' ? me.headers : testCase.as === 'org' ? org.headers : undefined;
    for (const bad of BREAKS) {
      const url = `/api/v1${testCase.url.replace(':group', groupId)}`;
      const response = testCase.multipart
        ? await injectMultipart(
            ctx.app,
            url,
            headers ?? { authorization: '' },
            testCase.body(bad) as Record<string, string>,
          )
        : await ctx.app.inject({ method: testCase.method, url, headers, payload: testCase.body(bad) });
      expect(response.statusCode, `${JSON.stringify(bad)}: ${response.body}`).toBe(400);
      expect(response.json().errors?.[testCase.field], `${JSON.stringify(bad)}: ${response.body}`).toMatch(
        /^(Must be on one line|Must not contain control characters)$/,
      );
    }
  });

  it('a search with a line break is a 400, not a query', async () => {
    for (const url of ['/groups?search=a%0Ab', '/posts?search=a%E2%80%A8b', '/marketplace/items?search=a%0Db']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: me.headers });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('leaves many-line fields (descriptions, posts) alone and keeps one-line text with any script', async () => {
    expect(isSingleLine('Café Ünïcödé 😀 Straße, 5; a\\b')).toBe(true);
    expect(isSingleLine('\u007f')).toBe(false);
    for (const bad of BREAKS) expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${groupId}`,
      headers: me.headers,
      payload: { name: '  Stoop sitters 🌻  ', description: 'Evenings on the stoop.\nBring a chair.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Stoop sitters 🌻',
      description: 'Evenings on the stoop.\nBring a chair.',
    });
    expect(TextMessages.singleLine).toBe('Must be on one line');
  });
});
