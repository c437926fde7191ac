import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { opensPostAfterSignIn } from './helpers/post-links.js';
import { Cities, placedNeighbour, signedInPage } from './helpers/neighbours.js';

// Issue 18's journey in two browsers: B posts; A's feed shows '1 new post' without a reload; A
// reacts; B's bell shows the grouped notification; A copies the link and opens it in a fresh context.
// Nairobi is this spec's own area: no other spec posts there, so the pill counts B's post alone.
test('a new post arrives live, a reaction reaches its author grouped, and its link opens the post', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = randomBytes(4).toString('hex');
  const amara = await placedNeighbour(request, 'Amara', 'Live', Cities.nairobi);
  const bea = await placedNeighbour(request, 'Bea', 'Live', Cities.nairobi);
  const cy = await placedNeighbour(request, 'Cy', 'Live', Cities.nairobi);
  const a = await signedInPage(browser, amara.email);
  await a.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const b = await signedInPage(browser, bea.email);
  // Both pages have their live connection open before anything happens.
  await expect(a.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });
  await expect(b.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });

  // B posts; A's feed tells of it without a reload.
  const posted = await request.post('/api/v1/posts/create-post', {
    headers: { authorization: `Bearer ${bea.token}` },
    multipart: { content: `Anyone for a street clean-up on Saturday? ${word}` },
  });
  expect(posted.status()).toBe(201);
  const id = ((await posted.json()) as { data: { id: string } }).data.id;
  const pill = a.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await pill.click();
  const card = a.getByRole('article').filter({ hasText: word });
  await expect(card).toBeVisible();

  // A likes it; so does Cy (through the API): B's bell shows one notification for both.
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByLabel('Reactions: 1 Like')).toBeVisible();
  const liked = await request.put(`/api/v1/posts/${id}/reactions`, {
    headers: { authorization: `Bearer ${cy.token}` },
    data: { kind: 'love' },
  });
  expect(liked.status()).toBe(200);
  await expect(b.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });
  await b.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(b.getByText(/Cy Live and 1 other reacted to your post/)).toBeVisible();

  // A copies the link; a fresh context opens it, signs in and lands on the post.
  await card.getByRole('button', { name: 'Copy link' }).click();
  const link = await a.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/dashboard/post/${id}$`));
  await opensPostAfterSignIn(browser, request, { link, id, text: word });
});
