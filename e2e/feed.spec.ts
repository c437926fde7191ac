import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';

// These tests write to the one shared feed and some check what is on top of it: run them one after
// another (the rest of the suite still runs in parallel beside them).
test.describe.configure({ mode: 'default' });

/** A word no other post contains, so a search finds exactly the posts of one test. */
const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** A verified neighbour, signed in through the form; returns the e-mail and an API token. */
async function signedInNeighbour(page: Page, request: APIRequestContext, firstName = 'Nia') {
  const email = uniqueEmail('feed');
  await verifiedAccount(request, 'user', email, { first_name: firstName, last_name: 'Brooks' });
  await logIn(page, email, PASSWORD);
  return { email, token: await apiToken(request, email) };
}

async function createPost(request: APIRequestContext, token: string, content: string) {
  const response = await request.post('/api/v1/posts/create-post', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data;
}

const feedPosts = (page: Page) => page.getByRole('list', { name: /^(Posts|Search results)$/ }).getByRole('article');

test('a neighbour posts two photos, opens the post, comments, then edits and deletes it', async ({ page, request }) => {
  const { token } = await signedInNeighbour(page, request, 'Rosa');
  await expect(page).toHaveTitle(/^Home · Ourhood$/);

  await page.getByRole('button', { name: "Hey Rosa, what's happening in your hood?" }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByText('Content is required')).toBeVisible();

  const text = `Lost ginger cat near the park ${uniqueWord()}\nAnswers to "Biscuit".`;
  await composer.getByLabel("What's happening?").fill(text);
  // Each photo is uploaded as soon as it is chosen (decision 0089); a removed one's upload is deleted.
  const removal = page.waitForRequest((sent) => sent.method() === 'DELETE' && sent.url().includes('/photo-uploads/'));
  await composer
    .getByLabel('Add photos')
    .setInputFiles([
      pngFile('red.png', [220, 40, 40]),
      pngFile('green.png', [40, 180, 60]),
      pngFile('blue.png', [40, 60, 220]),
    ]);
  const selected = composer.getByRole('list', { name: 'Selected photos' }).getByRole('img');
  await expect(selected).toHaveCount(3);
  await composer.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(selected).toHaveCount(2);
  await removal;
  const posting = page.waitForRequest('**/api/v1/posts/create-post');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  // No file travels with the post: it names the two ready uploads.
  const form = (await posting).postDataBuffer()!.toString('latin1');
  expect(form).not.toContain('name="media"');
  expect(/name="upload_ids"\r\n\r\n([^\r]*)\r\n/.exec(form)?.[1]?.split(',')).toHaveLength(2);
  await expect(composer).toBeHidden();

  // The new post is on top, line break kept, with two loaded thumbnails.
  const card = feedPosts(page).first();
  await expect(card).toContainText('Lost ginger cat near the park');
  await expect(card.locator('p').filter({ hasText: 'Biscuit' })).toHaveText(text);
  const thumbnails = card.getByRole('list', { name: 'Photos' }).getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  // The first photo near the top loads at once (it is likely the largest paint); the rest lazily
  // (decision 0070).
  for (const [index, thumbnail] of (await thumbnails.all()).entries()) {
    await expect(thumbnail).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(card.getByText(/^\d+s ago$/)).toBeVisible();

  // A photo opens large in a dialog; Next/Previous, the arrow keys and a swipe move between them.
  await card.getByRole('button', { name: 'View photo 1 of 2 larger' }).click();
  const viewer = page.getByRole('dialog', { name: /^Photo \d of 2$/ });
  await expect(viewer).toHaveAccessibleName('Photo 1 of 2');
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer).toHaveAccessibleName('Photo 2 of 2');
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('Photo 1 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Photo 2 of 2');
  const photo = viewer.getByRole('img', { name: /full size$/ });
  const box = (await photo.boundingBox())!;
  await photo.dispatchEvent('pointerdown', { clientX: box.x + 20, clientY: box.y + 20, pointerId: 1 });
  await photo.dispatchEvent('pointerup', { clientX: box.x + 120, clientY: box.y + 20, pointerId: 1 });
  await expect(viewer).toHaveAccessibleName('Photo 1 of 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The card's body opens the post.
  await card.locator('p').filter({ hasText: 'Biscuit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/post\/[^/]+$/);
  const postId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(page.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);

  // Comment through the panel; Escape closes it and focus goes back to the button.
  const commentButton = page.getByRole('button', { name: /^Comment/ });
  await commentButton.click();
  const panel = page.getByRole('dialog', { name: 'Comments' });
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByText('Comment cannot be empty')).toBeVisible();
  await panel.getByLabel('Write a comment').fill('I saw Biscuit by the bakery!');
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByText('I saw Biscuit by the bakery!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit comment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(commentButton).toBeFocused();
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('I saw Biscuit by the bakery!')).toBeVisible();

  // The comment's author edits it in place, then deletes it after confirming.
  await comments.getByRole('button', { name: 'Edit comment' }).click();
  await comments.getByLabel('Edit comment').fill('I saw Biscuit by the bakery on Elm Street!');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByText('I saw Biscuit by the bakery on Elm Street!')).toBeVisible();
  await comments.getByRole('button', { name: 'Delete comment' }).click();
  await comments
    .getByRole('group', { name: 'Confirm deletion' })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expect(comments.getByText('No comments yet.')).toBeVisible();

  // Edit the post: the new text replaces the old in place.
  await page.getByRole('button', { name: 'Edit post' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit post' });
  await editor.getByLabel('Post text').fill('Found him! Thank you, neighbours.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Found him! Thank you, neighbours.')).toBeVisible();

  // Delete it, after confirming: back to the feed, and the server no longer has it.
  await page.getByRole('button', { name: 'Delete post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(feedPosts(page).filter({ hasText: 'Found him!' })).toHaveCount(0);
  const gone = await request.get(`/api/v1/posts/${postId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
  await page.goto(`/dashboard/post/${postId}`);
  await expect(page.getByText('Post not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the feed loads 20 posts a page and "Load more posts" fetches the rest', async ({ page, request }) => {
  const { token } = await signedInNeighbour(page, request);
  const word = uniqueWord();
  for (let index = 1; index <= 21; index += 1) await createPost(request, token, `Street sale item ${index} ${word}`);

  await page.goto(`/dashboard?search=${word}`);
  await expect(feedPosts(page)).toHaveCount(20);
  await expect(feedPosts(page).first()).toContainText('Street sale item 21');
  await page.getByRole('button', { name: 'Load more posts' }).click();
  await expect(feedPosts(page)).toHaveCount(21);
  await expect(feedPosts(page).last()).toContainText('Street sale item 1 ');
  await expect(page.getByRole('button', { name: 'Load more posts' })).toBeHidden();

  // The home feed pages the same way (it holds at least these 21 posts).
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(feedPosts(page)).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Load more posts' })).toBeVisible();
});

test('the home feed finds a post by the address, Clear search returns to the feed', async ({ page, request }) => {
  const { token } = await signedInNeighbour(page, request);
  const word = uniqueWord();
  await createPost(request, token, `Free ladder, collect from the blue door ${word}`);

  // The top bar's Enter opens the results page (e2e/search.spec.ts); /dashboard?search= is the feed's own.
  const search = page.getByPlaceholder('Search your neighborhood...');
  await page.goto(`/dashboard?search=${word}`);
  await expect(search).toHaveValue(word);
  await expect(page.getByRole('heading', { name: `Results for “${word}”` })).toBeVisible();
  await expect(feedPosts(page)).toHaveCount(1);
  await expect(feedPosts(page).first()).toContainText('Free ladder');

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: /what's happening in your hood\?$/ })).toBeVisible();
});

test('a failed comment is removed again and the server message is shown', async ({ page, request }) => {
  const { token } = await signedInNeighbour(page, request);
  const word = uniqueWord();
  await createPost(request, token, `Anyone up for a street clean-up? ${word}`);
  await page.goto(`/dashboard?search=${word}`);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/comments/create-comment', async (route) => {
    await held; // keeps the request open so the temporary comment can be seen
    await route.fulfill({ status: 500, json: { status: 'error', message: 'Comments are resting, try later' } });
  });

  const commentButton = feedPosts(page)
    .first()
    .getByRole('button', { name: /^Comment/ });
  await commentButton.click();
  const panel = page.getByRole('dialog', { name: 'Comments' });
  await expect(panel.getByText('No comments yet.')).toBeVisible();
  await panel.getByLabel('Write a comment').fill('Count me in');
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByText('Count me in', { exact: true })).toBeVisible();
  await expect(panel.getByText('Posting...')).toBeVisible();
  release();
  await expect(panel.getByRole('alert').filter({ hasText: 'Comments are resting, try later' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Comments' })).toHaveCount(0);
  await expect(panel.getByLabel('Write a comment')).toHaveValue('Count me in');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(commentButton).toBeFocused();
});

test("a post's author may delete a neighbour's comment but not edit it", async ({ page, request }) => {
  const { token } = await signedInNeighbour(page, request);
  const post = await createPost(request, token, `Bake sale on Saturday ${uniqueWord()}`);
  const neighbour = uniqueEmail('commenter');
  await verifiedAccount(request, 'user', neighbour, { first_name: 'Omar', last_name: 'Haddad' });
  const commented = await request.post('/api/v1/comments/create-comment', {
    headers: { authorization: `Bearer ${await apiToken(request, neighbour)}` },
    data: { post_id: post.id, content: 'I will bring lemon bars' },
  });
  expect(commented.status()).toBe(201);

  await page.goto(`/dashboard/post/${post.id}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('I will bring lemon bars')).toBeVisible();
  await expect(comments.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute(
    'href',
    /^\/dashboard\/profile\/[^/]+$/,
  );
  await expect(comments.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  await comments.getByRole('button', { name: 'Delete comment' }).click();
  await comments
    .getByRole('group', { name: 'Confirm deletion' })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expect(comments.getByText('No comments yet.')).toBeVisible();
});

test('the feed shows its empty and error states', async ({ page, request }) => {
  await signedInNeighbour(page, request);
  const feed = '**/api/v1/posts?*';
  await page.route(feed, (route) =>
    route.fulfill({
      json: {
        status: 'success',
        message: 'Posts loaded',
        data: [],
        metadata: { page: 1, limit: 20, total: 0, total_pages: 1, has_more: false },
      },
    }),
  );
  await page.reload();
  await expect(page.getByText('No posts yet. Be the first to share!')).toBeVisible();

  // The composer keeps its text and shows the server's reason when a post is refused.
  await page.route('**/api/v1/posts/create-post', (route) =>
    route.fulfill({ status: 413, json: { status: 'error', message: 'That image is too large' } }),
  );
  await page.getByRole('button', { name: /what's happening in your hood\?$/ }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  await composer.getByLabel("What's happening?").fill('Big photo');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('alert').filter({ hasText: 'That image is too large' })).toBeVisible();
  await expect(composer.getByLabel("What's happening?")).toHaveValue('Big photo');
  await page.keyboard.press('Escape');

  await page.unroute(feed);
  await page.route(feed, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'bad gateway' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load posts' })).toBeVisible();
});

test('Change Location uses the browser position and shows the resolved suburb', async ({ page, context, request }) => {
  const { token } = await signedInNeighbour(page, request);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 40.6782, longitude: -73.9442 });
  const panel = page.getByRole('complementary', { name: 'Your area' });
  await expect(panel.getByRole('heading', { name: 'Current location' })).toBeVisible();
  await expect(panel.getByText('No alerts for this location at the moment.')).toBeVisible();
  const answer = page.waitForResponse('**/api/v1/users/profile/update-location');
  await panel.getByRole('button', { name: 'Change Location' }).click();
  const body = (await (await answer).json()) as { data: { location: { suburb: string; city: string } } };
  // The server resolves offline to the nearest neighbourhood, in the city of Brooklyn.
  expect(body.data.location.city).toBe('Brooklyn');
  expect(body.data.location.suburb).not.toBe('');
  await expect(page.getByTestId('current-location')).toHaveText(body.data.location.suburb);
  await expect(panel.getByText('Brooklyn, New York')).toBeVisible();
  await expect(page.getByText('Location updated')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('current-location')).toHaveText(body.data.location.suburb);

  // Posts written now carry the area; the local feed puts them first and shows where they are from.
  await createPost(request, token, `Block party on our street tonight ${uniqueWord()}`);
  await page.reload();
  await expect(feedPosts(page).first()).toContainText('Block party on our street tonight');
  await expect(feedPosts(page).first()).toContainText(body.data.location.suburb);
});

test('Change Location reports a refused position and a browser without geolocation', async ({ page, request }) => {
  await signedInNeighbour(page, request);
  // No permission granted: the headless browser denies the request.
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update location' })).toBeVisible();

  // A browser without the Geolocation API at all.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await page.reload();
  await page.getByRole('button', { name: 'Change Location' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Geolocation not supported' })).toBeVisible();
});

test('on a 320 px phone the sidebar becomes a bottom bar and nothing scrolls sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { token } = await signedInNeighbour(page, request, 'Maximiliana');
  // The widest card: the author's own post, with a comment count and Edit and Delete.
  const word = uniqueWord();
  const post = await createPost(request, token, `Who has a ladder I could borrow? ${word}`);
  const commented = await request.post('/api/v1/comments/create-comment', {
    headers: { authorization: `Bearer ${token}` },
    data: { post_id: post.id, content: 'Try the hardware shop' },
  });
  expect(commented.status()).toBe(201);
  await page.reload();
  // Found by its text: other spec files post to the same feed in parallel and may be newer.
  const card = feedPosts(page).filter({ hasText: word });
  await expect(card.getByRole('button', { name: 'Delete post' })).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const deleteBox = (await card.getByRole('button', { name: 'Delete post' }).boundingBox())!;
  expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await bar.getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  // The groups page fits 320 px too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page).toHaveTitle('Groups · Ourhood');

  await bar.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Invite' })).toBeVisible();
  await menu.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the signed-in home, a post with comments and Groups have no serious accessibility violations', async ({
  page,
  request,
}) => {
  // Four axe runs of full screens: on a loaded two-core machine each takes several seconds.
  test.slow();
  const { token } = await signedInNeighbour(page, request);
  const post = await createPost(request, token, 'Accessible neighbourhoods for everyone');
  await request.post('/api/v1/comments/create-comment', {
    headers: { authorization: `Bearer ${token}` },
    data: { post_id: post.id, content: 'Agreed!' },
  });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/dashboard/post/${post.id}`);
  await expect(page.getByText('Agreed!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Comment/ }).click();
  await expect(page.getByRole('dialog', { name: 'Comments' }).getByText('Agreed!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard/groups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
