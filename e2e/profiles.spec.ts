import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';

const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified neighbour with an API token, not signed in in the browser. */
async function neighbour(request: APIRequestContext, first_name: string, last_name: string) {
  const email = uniqueEmail('profile');
  await verifiedAccount(request, 'user', email, { first_name, last_name });
  const token = await apiToken(request, email);
  const me = await request.get('/api/v1/users/profile/me', { headers: auth(token) });
  return { email, token, id: ((await me.json()) as { data: { id: string } }).data.id };
}

async function createPost(request: APIRequestContext, token: string, content: string) {
  const response = await request.post('/api/v1/posts/create-post', { headers: auth(token), multipart: { content } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function createComment(request: APIRequestContext, token: string, postId: string, content: string) {
  const response = await request.post('/api/v1/comments/create-comment', {
    headers: auth(token),
    data: { post_id: postId, content },
  });
  expect(response.status()).toBe(201);
}

const followers = (page: Page) => page.getByTestId('stat-followers');

test('a neighbour opens an author from the feed, follows and unfollows, and a failed follow rolls back', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await neighbour(request, 'Omar', 'Haddad');
  const firstPost = await createPost(request, author.token, `Spare tomato seedlings by the gate ${word}`);
  await createComment(request, author.token, firstPost, 'Still six left, come and grab them');
  await createPost(request, author.token, `Bring-your-own-cup coffee morning on Sunday ${word} ${'x'.repeat(90)}`);

  const moved = await request.patch('/api/v1/users/profile/update-location', {
    headers: auth(author.token),
    data: { latitude: -33.8688, longitude: 151.2093 },
  });
  expect(moved.status()).toBe(200);
  const { location } = ((await moved.json()) as { data: { location: Record<string, string> } }).data;
  const area = [location.suburb || location.city, location.state].filter(Boolean).join(', ');
  expect(area).not.toBe('');

  const viewer = await neighbour(request, 'Lena', 'Park');
  await logIn(page, viewer.email, PASSWORD);
  await page.goto(`/dashboard?search=${word}`);
  await page.getByRole('article').first().getByRole('link', { name: 'Omar Haddad' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/profile/${author.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeVisible();
  await expect(page).toHaveTitle('Omar Haddad · Ourhood');
  // The area only (suburb or city, state): never coordinates.
  await expect(page.getByText(area, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('151.2');
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByTestId('stat-posts')).toHaveText('2');
  await expect(followers(page)).toHaveText('0');

  // Follow: +1 at once, and it sticks after a reload.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(followers(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.reload();
  await expect(followers(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');

  // Unfollow: −1.
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(followers(page)).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // A failing follow shows +1 while the call is out, then rolls back with the spec's text.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/users/*/follow', async (route) => {
    await gate;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(followers(page)).toHaveText('1');
  release();
  await expect(page.getByText('Failed to follow user')).toBeVisible();
  await expect(followers(page)).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
  await page.unroute('**/api/v1/users/*/follow');

  // A failing unfollow puts the follower back.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(followers(page)).toHaveText('1');
  await page.route('**/api/v1/users/*/unfollow', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByText('Failed to unfollow user')).toBeVisible();
  await expect(followers(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeEnabled();

  // The server agrees: one follower, the viewer.
  const stats = await request.get(`/api/v1/users/${author.id}/stats`, { headers: auth(viewer.token) });
  expect(((await stats.json()) as { data: { followersCount: number; isFollowing: boolean } }).data).toMatchObject({
    followersCount: 1,
    isFollowing: true,
  });
});

test('profile tabs list posts, comments and the activity newest first, with the keyboard too', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await neighbour(request, 'Ines', 'Moreau');
  const older = await createPost(request, author.token, `Older post about the street party ${word}`);
  await createComment(request, author.token, older, 'A comment written after the first post');
  const long = `Newest post ${word} ${'long text '.repeat(12)}`;
  await createPost(request, author.token, long);

  const viewer = await neighbour(request, 'Theo', 'Grant');
  await logIn(page, viewer.email, PASSWORD);
  await page.goto(`/dashboard/profile/${author.id}`);

  const tabs = page.getByRole('tablist', { name: 'Profile content' });
  const panel = page.getByRole('tabpanel');
  await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText('Newest post');

  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Posts' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Comments' })).toBeFocused();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('A comment written after the first post');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');

  // Activity: newest first, with the type and the first 80 characters.
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Post');
  await expect(items.nth(0)).toContainText(`${Array.from(long).slice(0, 80).join('')}…`);
  await expect(items.nth(1)).toContainText('Comment');
  await expect(items.nth(1)).toContainText('A comment written after the first post');
  await expect(items.nth(2)).toContainText('Older post about the street party');

  // An item opens its post.
  await items.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/post/${older}$`));
  await expect(page.getByText('A comment written after the first post')).toBeVisible();
});

test('empty states differ between one’s own and someone else’s profile; unknown ids are not found', async ({
  page,
  request,
}) => {
  // Seven screens and two axe runs: over 30 s on a loaded two-core machine.
  test.slow();
  const quiet = await neighbour(request, 'Quinn', 'Adler');
  const me = await neighbour(request, 'Mira', 'Solis');
  await logIn(page, me.email, PASSWORD);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Solis' })).toBeVisible();
  await expect(page.getByText('No posts yet.', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByText('No comments yet.', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('No recent activity.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Settings button → /settings → /dashboard/settings.
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // One's own id is the own profile.
  await page.goto(`/dashboard/profile/${me.id}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);

  await page.goto(`/dashboard/profile/${quiet.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quinn Adler' })).toBeVisible();
  await expect(page.getByText('No public posts.', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByText('No public comments.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('User not found.', { exact: true })).toBeVisible();
  await page.goto('/dashboard/profile/not-an-id');
  await expect(page.getByText('User not found.', { exact: true })).toBeVisible();
});

test('the profile, settings and invite screens fit a 320 px phone', async ({ page, request }) => {
  const me = await neighbour(request, 'Bartholomew', 'Featherstonehaugh-Wainwright');
  await createPost(request, me.token, `A fairly long first post to fill the list ${'word '.repeat(30)}`);
  await logIn(page, me.email, PASSWORD);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, heading] of [
    ['/dashboard/profile', 'Bartholomew Featherstonehaugh-Wainwright'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/invite', "You don't have a referral code yet"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
