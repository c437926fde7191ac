import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const uniqueWord = () => `g${randomBytes(4).toString('hex')}`;

interface Neighbour {
  email: string;
  token: string;
}

/** A verified neighbour placed in Melbourne (groups belong to their creator's area). */
async function neighbour(request: APIRequestContext, first_name: string): Promise<Neighbour> {
  const email = uniqueEmail(first_name.toLowerCase());
  await verifiedAccount(request, 'user', email, { first_name, last_name: 'Okafor' });
  const token = await apiToken(request, email);
  const moved = await request.patch('/api/v1/users/profile/update-location', {
    headers: auth(token),
    data: { latitude: -37.8136, longitude: 144.9631 },
  });
  expect(moved.status()).toBe(200);
  return { email, token };
}

async function signedIn(browser: Browser, account: Neighbour): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account.email, PASSWORD);
  return page;
}

test('a private group: A creates it, B asks to join, A approves from the notification, B posts a photo, C sees nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [amara, ben, cleo] = await Promise.all([
    neighbour(request, 'Amara'),
    neighbour(request, 'Ben'),
    neighbour(request, 'Cleo'),
  ]);
  const name = `Laneway gardeners ${uniqueWord()}`;

  // A creates a private group from the Groups page.
  const a = await signedIn(browser, amara);
  await a.goto('/dashboard/groups');
  await a.getByRole('button', { name: 'Create group' }).click();
  const create = a.getByRole('dialog', { name: 'Create a group' });
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(create.getByText('Group name is required')).toBeVisible();
  await expect(create.getByLabel('Name')).toBeFocused();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('Swapping seedlings and tools on our laneway.');
  await create.getByRole('radio', { name: 'Private' }).check();
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(a.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(a.getByText('Private group')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Invite link' })).toBeVisible();
  const groupUrl = a.url();

  // B finds it by search: a private group from outside has no link, only 'Request to join'.
  const b = await signedIn(browser, ben);
  await b.goto('/dashboard/groups');
  await b.getByLabel('Search groups').fill(name);
  const card = b.getByRole('list', { name: 'Search results' }).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name })).toHaveCount(0);
  await card.getByRole('button', { name: 'Request to join' }).click();
  await expect(b.getByText('Request sent. An admin of the group will review it.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  // A opens the notification: it leads to the group's requests, and A approves.
  await a.goto('/dashboard/notifications');
  await a.getByText(`Ben Okafor asked to join "${name}"`).click();
  await expect(a).toHaveURL(/\/dashboard\/groups\/[^/?]+\?tab=members$/);
  const requests = a.getByRole('region', { name: 'Requests to join' });
  await expect(requests.getByText('Ben Okafor')).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByText('Request approved')).toBeVisible();
  await expect(a.getByRole('region', { name: 'Members' }).getByText('Ben Okafor')).toBeVisible();

  // B, now a member, posts with a photo in the group.
  await b.goto(groupUrl);
  await b.getByRole('button', { name: `Write something to ${name}...` }).click();
  const composer = b.getByRole('dialog', { name: 'Create a post' });
  const text = `Spare tomato seedlings by the gate ${uniqueWord()}`;
  await composer.getByLabel("What's happening?").fill(text);
  await composer.getByLabel('Add photos').setInputFiles([pngFile('seedlings.png', [60, 160, 60])]);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();
  const groupPost = b
    .getByRole('list', { name: `Posts in ${name}` })
    .getByRole('article')
    .filter({ hasText: text });
  await expect(groupPost).toBeVisible();
  const groupPhoto = groupPost.getByRole('list', { name: 'Photos' }).getByRole('img');
  await expect(groupPhoto).toHaveCount(1);
  // A private group's photo comes through a signed URL, and loads for the member.
  await expect(groupPhoto).toHaveAttribute('src', /\?exp=\d+&sig=/);
  await expect.poll(() => groupPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const photoUrl = (await groupPhoto.getAttribute('src'))!;
  const postUrl = await groupPost.getByRole('link', { name: /ago$/ }).getAttribute('href');
  expect(postUrl).toMatch(/^\/dashboard\/post\//);
  expect(await seriousViolations(b)).toEqual([]);

  // The post stays inside the group: not in B's home feed.
  await b.goto('/dashboard');
  await expect(
    b.getByRole('list', { name: 'Posts' }).or(b.getByText('No posts yet. Be the first to share!')),
  ).toBeVisible();
  await expect(b.getByText(text)).toHaveCount(0);

  // C, an outsider, cannot see the group, the post or its text from any screen or URL.
  const c = await signedIn(browser, cleo);
  await expect(c.getByText(text)).toHaveCount(0);
  await c.goto(groupUrl);
  await expect(c.getByRole('heading', { name: 'Group not found' })).toBeVisible();
  await expect(c.getByText(text)).toHaveCount(0);
  await c.goto(postUrl!);
  await expect(c.getByText(text)).toHaveCount(0);
  await expect(c.getByText(/not found/i).first()).toBeVisible();
  // Nor the photo without its signature.
  const bare = await request.get(photoUrl.split('?')[0]!);
  expect(bare.status()).toBe(404);
  await c.goto(`/dashboard?search=${encodeURIComponent(text)}`);
  await expect(c.getByText(`No posts match “${text}”.`)).toBeVisible();
  const seen = await request.get(`/api/v1/posts?search=${encodeURIComponent(text)}`, { headers: auth(cleo.token) });
  expect(JSON.stringify(await seen.json())).not.toContain(text);
});

test('an invite link joins a public group at once; a new link stops the old one', async ({ browser, request }) => {
  const [owner, guest] = await Promise.all([neighbour(request, 'Dara'), neighbour(request, 'Eli')]);
  const name = `Sunday runners ${uniqueWord()}`;
  const created = await request.post('/api/v1/groups', {
    headers: auth(owner.token),
    data: { name, description: 'Easy 5 km along the river.', visibility: 'public' },
  });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { data: { id: string } }).data.id;

  const o = await signedIn(browser, owner);
  await o.goto(`/dashboard/groups/${groupId}`);
  await o.getByRole('button', { name: 'Create invite link' }).click();
  const link = o.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/\/dashboard\/groups\/join\//);
  const firstLink = await link.inputValue();
  await o.getByRole('button', { name: 'New link' }).click();
  await expect(link).not.toHaveValue(firstLink);
  const secondLink = await link.inputValue();

  const g = await signedIn(browser, guest);
  await g.goto(firstLink);
  await expect(g.getByText('This invite link is no longer valid')).toBeVisible();
  await g.goto(secondLink);
  await expect(g.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(g).toHaveURL(new RegExp(`/dashboard/groups/${groupId}$`));
  await expect(g.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(g.getByRole('button', { name: `Write something to ${name}...` })).toBeVisible();
});
