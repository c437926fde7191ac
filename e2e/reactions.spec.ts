import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { opensPostAfterSignIn } from './helpers/post-links.js';

// Issue 18: reacting from a feed card, optimistic with rollback, and the grouped notification.
const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function postAs(request: APIRequestContext, token: string, content: string): Promise<string> {
  const response = await request.post('/api/v1/posts/create-post', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('a neighbour likes a post, changes to love, a failed change rolls back, and the author is told', async ({
  page,
  request,
}) => {
  const authorEmail = uniqueEmail('author');
  await verifiedAccount(request, 'user', authorEmail, { first_name: 'Bea', last_name: 'Stone' });
  const authorToken = await apiToken(request, authorEmail);
  const word = uniqueWord();
  const postId = await postAs(request, authorToken, `Spare tomato seedlings ${word}`);

  const readerEmail = uniqueEmail('reader');
  await verifiedAccount(request, 'user', readerEmail, { first_name: 'Amara', last_name: 'Obi' });
  await logIn(page, readerEmail, PASSWORD);
  const card = page.getByRole('article').filter({ hasText: word });
  await expect(card).toBeVisible();

  const like = card.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('Reactions: 1 Like')).toBeVisible();

  await card.getByRole('button', { name: 'Choose a reaction' }).click();
  await card.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Love' }).click();
  const love = card.getByRole('button', { name: 'Love', exact: true });
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('Reactions: 1 Love')).toBeVisible();

  // The server refuses the next change: the card shows it at once, then goes back to Love.
  await page.route(`**/api/v1/posts/${postId}/reactions`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Something went wrong' }),
    }),
  );
  await card.getByRole('button', { name: 'Choose a reaction' }).click();
  await card.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Wow' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.unroute(`**/api/v1/posts/${postId}/reactions`);

  // Kept by the server: a reload shows Love.
  await page.reload();
  await expect(
    page.getByRole('article').filter({ hasText: word }).getByRole('button', { name: 'Love', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  const notifications = await request.get('/api/v1/notifications', {
    headers: { authorization: `Bearer ${authorToken}` },
  });
  const messages = ((await notifications.json()) as { data: { message: string }[] }).data.map((n) => n.message);
  expect(messages).toEqual([`Amara Obi reacted to your post "Spare tomato seedlings ${word}"`]);
});

test('Copy link gives the post page; a visitor opening it signs in and lands on the post', async ({
  browser,
  context,
  page,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('sharer');
  await verifiedAccount(request, 'user', email, { first_name: 'Cy', last_name: 'Moss' });
  const word = uniqueWord();
  const postId = await postAs(request, await apiToken(request, email), `Ladder to lend ${word}`);
  await logIn(page, email, PASSWORD);
  const card = page.getByRole('article').filter({ hasText: word });
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/dashboard/post/${postId}$`));

  await opensPostAfterSignIn(browser, request, { link, id: postId, text: `Ladder to lend ${word}` });
});

test('addresses in posts and comments are links; other schemes stay text', async ({ page, request }) => {
  const email = uniqueEmail('linker');
  await verifiedAccount(request, 'user', email, { first_name: 'Eli', last_name: 'Fox' });
  const token = await apiToken(request, email);
  const word = uniqueWord();
  const postId = await postAs(
    request,
    token,
    `Minutes ${word}: https://example.org/minutes?week=3. Not this: javascript:alert(1) <b>bold</b>`,
  );
  const commented = await request.post('/api/v1/comments/create-comment', {
    headers: { authorization: `Bearer ${token}` },
    data: { post_id: postId, content: 'Photos at http://photos.example.org/album (all of them)' },
  });
  expect(commented.status()).toBe(201);
  await logIn(page, email, PASSWORD);
  const card = page.getByRole('article').filter({ hasText: word });
  const links = card.getByRole('link', { name: /example\.org/ });
  await expect(links).toHaveCount(2);
  const minutes = card.getByRole('link', { name: 'https://example.org/minutes?week=3' });
  await expect(minutes).toHaveAttribute('href', 'https://example.org/minutes?week=3');
  await expect(minutes).toHaveAttribute('rel', 'nofollow ugc noopener');
  // The latest comment under the card carries its link too, without the closing parenthesis.
  await expect(card.getByRole('link', { name: 'http://photos.example.org/album' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  await expect(card).toContainText('javascript:alert(1) <b>bold</b>');
  await expect(card.locator('a[href^="javascript"], b')).toHaveCount(0);
});

/** Moves an account to Ikeja, Lagos (resolved offline by the server), where no other test writes. */
async function liveInIkeja(request: APIRequestContext, token: string) {
  const moved = await request.patch('/api/v1/users/profile/update-location', {
    headers: { authorization: `Bearer ${token}` },
    data: { latitude: 6.6018, longitude: 3.3515 },
  });
  expect(moved.status()).toBe(200);
  expect(((await moved.json()) as { data: { location: { city: string } } }).data.location.city).not.toBe('');
}

test('new posts nearby arrive live: a pill loads them at the top, and a reader further down stays put', async ({
  page,
  request,
}) => {
  const accounts = await Promise.all(
    ['reader', 'writer'].map(async (role) => {
      const email = uniqueEmail(role);
      await verifiedAccount(request, 'user', email, {
        first_name: role === 'reader' ? 'Ife' : 'Tayo',
        last_name: 'Ade',
      });
      const token = await apiToken(request, email);
      await liveInIkeja(request, token);
      return { email, token };
    }),
  );
  const [reader, writer] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
  const word = uniqueWord();
  // Enough posts to scroll past.
  for (let index = 0; index < 8; index++) await postAs(request, writer.token, `Earlier post ${index} ${word}`);

  await logIn(page, reader.email, PASSWORD);
  const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');
  await expect(cards.first()).toContainText(`Earlier post 7 ${word}`);
  await expect(page.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });

  // At the top of the page: the new post is simply there once the pill is pressed.
  await postAs(request, writer.token, `Fresh bread at the corner ${word}`);
  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible();
  await pill.click();
  await expect(pill).toBeHidden();
  await expect(cards.first()).toContainText(`Fresh bread at the corner ${word}`);

  // Further down: the card being read stays where it is on screen while two posts go in above.
  const reading = cards.filter({ hasText: `Earlier post 3 ${word}` });
  await reading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -40));
  const before = (await reading.boundingBox())!.y;
  await postAs(request, writer.token, `Second news ${word}`);
  await postAs(request, writer.token, `Third news ${word}`);
  await page.getByRole('button', { name: '2 new posts' }).click();
  await expect(page.getByRole('button', { name: /new post/ })).toBeHidden();
  await expect(cards.first()).toContainText(`Third news ${word}`);
  expect(Math.abs((await reading.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the top bar suggests people, posts and more while typing', async ({ page, request }) => {
  const word = uniqueWord();
  const surname = `Q${word}`;
  const email = uniqueEmail('mei');
  await verifiedAccount(request, 'user', email, { first_name: 'Mei', last_name: surname });
  await postAs(request, await apiToken(request, email), `Pears for the taking ${word}`);
  const viewerEmail = uniqueEmail('viewer');
  await verifiedAccount(request, 'user', viewerEmail, { first_name: 'Gil', last_name: 'Hart' });
  await logIn(page, viewerEmail, PASSWORD);

  await page.getByRole('searchbox', { name: 'Search your neighborhood' }).fill(word);
  const suggestions = page.getByRole('region', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('region', { name: 'People' }).getByRole('link')).toHaveText(`Mei ${surname}`);
  await expect(suggestions.getByRole('region', { name: 'Posts' }).getByRole('link')).toContainText(
    'Pears for the taking',
  );
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search your neighborhood' }).fill(`Mei ${surname}`);
  // The person's own link (the 'See all results for …' link names them too).
  await suggestions.getByRole('link', { name: new RegExp(`^Mei ${surname}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\//);
});

test('a comment takes a reaction from the comments dialog', async ({ page, request }) => {
  const email = uniqueEmail('commenter');
  await verifiedAccount(request, 'user', email, { first_name: 'Hana', last_name: 'Lee' });
  const token = await apiToken(request, email);
  const word = uniqueWord();
  const postId = await postAs(request, token, `Who has jump leads ${word}`);
  const commented = await request.post('/api/v1/comments/create-comment', {
    headers: { authorization: `Bearer ${token}` },
    data: { post_id: postId, content: 'Asking for a friend' },
  });
  expect(commented.status()).toBe(201);
  const commentId = ((await commented.json()) as { data: { id: string } }).data.id;
  await logIn(page, email, PASSWORD);
  const card = page.getByRole('article').filter({ hasText: word });
  await card.getByRole('button', { name: /^Comment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Comments' });
  const item = dialog.getByRole('listitem').filter({ hasText: 'Asking for a friend' });
  await item.getByRole('button', { name: 'Choose a reaction' }).click();
  await item.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Thanks' }).click();
  await expect(item.getByRole('button', { name: 'Thanks', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByLabel('Reactions: 1 Thanks')).toBeVisible();
  const stored = await request.get(`/api/v1/comments/${commentId}/reactions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as { metadata: { reactions: { thanks: number } } }).metadata.reactions.thanks).toBe(1);
});
