import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function signedInNeighbour(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('offline');
  await verifiedAccount(request, 'user', email, { first_name: 'Otto', last_name: 'Lane' });
  await logIn(page, email, PASSWORD);
  return apiToken(request, email);
}

async function searchFeed(request: APIRequestContext, token: string, word: string) {
  const response = await request.get(`/api/v1/posts?search=${word}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: unknown[] }).data;
}

test('posting offline fails at once with a clear error, Cancel works, and nothing is sent on reconnect', async ({
  page,
  context,
  request,
}) => {
  const token = await signedInNeighbour(page, request);
  const word = uniqueWord();
  await page.getByRole('button', { name: /what's happening in your hood\?/ }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await composer.getByLabel("What's happening?").fill(`Written on the train ${word}`);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('alert')).toHaveText(
    "You're offline. Nothing was sent; try again when you're back online.",
  );
  await expect(composer.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  await composer.getByRole('button', { name: 'Cancel' }).click();
  await expect(composer).toBeHidden();

  // Back online, nothing posts by itself; the draft is still there to send.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
  expect(await searchFeed(request, token, word)).toHaveLength(0);
  await page.getByRole('button', { name: /what's happening in your hood\?/ }).click();
  await expect(composer.getByLabel("What's happening?")).toHaveValue(`Written on the train ${word}`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: word })).toBeVisible();
});

test('Cancel cuts a post that hangs, and Escape closes the dialog while it is sending', async ({ page, request }) => {
  const token = await signedInNeighbour(page, request);
  const word = uniqueWord();
  // The request leaves the page but never reaches the server: the connection hangs.
  let aborted = 0;
  await page.route('**/api/v1/posts/create-post', () => undefined);
  page.on('requestfailed', (failed) => {
    if (failed.url().includes('/posts/create-post')) aborted += 1;
  });

  await page.getByRole('button', { name: /what's happening in your hood\?/ }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await composer.getByLabel("What's happening?").fill(`Stuck in a tunnel ${word}`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('button', { name: 'Posting...' })).toBeVisible();
  await expect(composer.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await composer.getByRole('button', { name: 'Cancel' }).click();
  await expect(composer).toBeHidden();
  await expect.poll(() => aborted).toBe(1);

  await page.getByRole('button', { name: /what's happening in your hood\?/ }).click();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('button', { name: 'Posting...' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();
  await expect.poll(() => aborted).toBe(2);
  expect(await searchFeed(request, token, word)).toHaveLength(0);
});
