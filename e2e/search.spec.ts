import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

// Issue 18: one search, its typeahead's "see all" and the results page with a tab per kind.
const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function postAs(request: APIRequestContext, token: string, content: string) {
  const response = await request.post('/api/v1/posts/create-post', { headers: auth(token), multipart: { content } });
  expect(response.status()).toBe(201);
}

async function eventAs(request: APIRequestContext, token: string, title: string) {
  const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const response = await request.post('/api/v1/events', {
    headers: auth(token),
    data: {
      title,
      description: 'All welcome',
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      place: { name: 'Harbour Books back room', address: '3 Quay Street' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the typeahead leads to all results; tabs, the query and paging live in the address', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const authorEmail = uniqueEmail('searched');
  await verifiedAccount(request, 'user', authorEmail, { first_name: 'Mei', last_name: `Q${word}` });
  const authorToken = await apiToken(request, authorEmail);
  for (let index = 0; index < 21; index++) await postAs(request, authorToken, `Plums number ${index} ${word}`);
  const orgEmail = uniqueEmail('searched-org');
  await verifiedAccount(request, 'organization', orgEmail, {
    first_name: 'Ivy',
    last_name: 'Marsh',
    business_name: 'Harbour Books',
  });
  await eventAs(request, await apiToken(request, orgEmail), `Poetry night ${word}`);

  const viewerEmail = uniqueEmail('searcher');
  await verifiedAccount(request, 'user', viewerEmail, { first_name: 'Gil', last_name: 'Hart' });
  await logIn(page, viewerEmail, PASSWORD);

  const box = page.getByRole('searchbox', { name: 'Search your neighborhood' });
  await box.fill(word);
  const suggestions = page.getByRole('region', { name: 'Search suggestions' });
  // The event's title, with its place under it.
  await expect(suggestions.getByRole('region', { name: 'Events' }).getByRole('link')).toContainText(
    `Poetry night ${word}`,
  );
  await suggestions.getByRole('link', { name: `See all results for “${word}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/search\\?q=${word}$`));
  await expect(page.getByRole('heading', { name: `Results for “${word}”` })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Search results' });
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('region', { name: 'People' }).getByRole('link')).toContainText(`Mei Q${word}`);
  await expect(panel.getByRole('region', { name: 'Posts' }).getByRole('link')).toHaveCount(3);
  await expect(panel.getByRole('region', { name: 'Events' }).getByRole('link')).toContainText('Harbour Books');

  // A tab per kind, kept in the address; posts page with 'Load more'.
  await panel.getByRole('button', { name: 'See all posts' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/search\\?q=${word}&type=posts$`));
  await expect(page.getByText('21 results')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(20);
  await panel.getByRole('button', { name: 'Load more results' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(21);

  await tabs.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`type=events$`));
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: new RegExp(`Poetry night ${word}`) })).toBeVisible();

  // Enter searches again on the same tab; nothing found says so.
  await box.fill(`${word}nothing`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/search\\?q=${word}nothing&type=events$`));
  await expect(panel.getByText(`No events match “${word}nothing”.`)).toBeVisible();

  await page.goto(`/dashboard/search?q=${word}&type=events`);
  await panel.getByRole('link', { name: new RegExp(`Poetry night ${word}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/[0-9a-f-]{36}$/);
});
