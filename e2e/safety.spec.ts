import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from './helpers/test.js';
import { PASSWORD, apiToken, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { E2E_ADMIN } from './helpers/admin.js';
import { seriousViolations } from './helpers/axe.js';
import { Cities, placedNeighbour, signedInPage } from './helpers/neighbours.js';

/** A verified neighbour of this spec's area (Melbourne). */
const neighbour = (request: APIRequestContext, first: string, last: string) =>
  placedNeighbour(request, first, last, Cities.melbourne);
const signedIn = (browser: Browser, email: string, password?: string) => signedInPage(browser, email, { password });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const word = () => randomBytes(4).toString('hex');

test('B reports A’s post; a moderator hides it; A appeals; the moderator restores it; the log shows both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ada = await neighbour(request, 'Ada', 'Author');
  const ben = await neighbour(request, 'Ben', 'Reporter');
  const content = `Selling miracle pills ${word()}`;
  const created = await request.post('/api/v1/posts/create-post', { headers: auth(ada.token), multipart: { content } });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: string } }).data.id;

  // B reports it from the post's page.
  const reporter = await signedIn(browser, ben.email);
  await reporter.goto(`/dashboard/post/${postId}`);
  await expect(reporter.getByText(content)).toBeVisible();
  await reporter.getByRole('button', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report to the moderators' });
  await dialog.getByLabel('Scam').check();
  await dialog.getByLabel('Note (optional)').fill('Looks like a scam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Thank you. A moderator will look at your report.')).toBeVisible();

  // A moderator (the e2e admin) hides it from the queue.
  const moderator = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await moderator.goto('/dashboard/moderation');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
  const item = moderator.getByTestId('queue-item').filter({ hasText: content });
  await expect(item).toContainText('Looks like a scam');
  expect(await seriousViolations(moderator)).toEqual([]);
  await item.getByLabel('Rule').selectOption('scam');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(moderator.getByText('Moderation action recorded')).toBeVisible();

  // The post is gone for B.
  await reporter.goto(`/dashboard/post/${postId}`);
  await expect(reporter.getByText(content)).toBeHidden();

  // A sees the notice and appeals.
  const author = await signedIn(browser, ada.email);
  await author.goto('/dashboard/notifications');
  await expect(author.getByText(/Your post was hidden by a moderator/)).toBeVisible();
  await author.getByRole('button', { name: 'Appeal', exact: true }).click();
  const appeal = author.getByRole('dialog', { name: 'Appeal this decision' });
  await appeal.getByLabel('Why should the moderators look again?').fill('They are vitamins, honestly');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(author.getByText('Your appeal was sent to the moderators')).toBeVisible();

  // The moderator sees the appeal in the queue and restores the post.
  await moderator.reload();
  const appealed = moderator.getByTestId('queue-item').filter({ hasText: 'They are vitamins, honestly' });
  await expect(appealed).toBeVisible();
  await appealed.getByRole('button', { name: 'Restore' }).click();
  await expect(moderator.getByText('Moderation action recorded')).toBeVisible();
  await reporter.goto(`/dashboard/post/${postId}`);
  await expect(reporter.getByText(content)).toBeVisible();

  // The public log, without signing in, shows both actions under the rule and never the content.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/moderation-log');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
  const entries = visitor.getByTestId('log-entry');
  await expect(entries.filter({ hasText: 'Content restored' }).first()).toBeVisible();
  await expect(
    entries.filter({ hasText: 'Content hidden' }).filter({ hasText: 'No scams or fraud' }).first(),
  ).toBeVisible();
  await expect(visitor.getByText(content)).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
});

test('an urgent alert by one neighbour shows as a toast for another in the same suburb, live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const cleo = await neighbour(request, 'Cleo', 'Caller');
  const dan = await neighbour(request, 'Dan', 'Nearby');
  const listener = await signedIn(browser, dan.email);
  await expect(listener.getByRole('heading', { name: 'Community Alerts' }).first()).toBeAttached();
  // Dan's live connection is open before Cleo posts.
  await expect(listener.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });

  const poster = await signedIn(browser, cleo.email);
  await poster.goto('/dashboard/alerts');
  const title = `Gas leak on Swanston St ${word()}`;
  const form = poster.getByRole('form', { name: 'Post an alert' });
  await form.getByLabel('Category').selectOption('other');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Details').fill('Keep away from the corner');
  await form.getByLabel(/Urgent/).check();
  await form.getByRole('button', { name: 'Post alert' }).click();
  await expect(poster.getByText('Alert posted', { exact: true })).toBeVisible();
  await expect(poster.getByRole('article', { name: `Urgent alert: ${title}` })).toBeVisible();
  expect(await seriousViolations(poster)).toEqual([]);

  // Dan, on the home screen all along, gets the toast without reloading, and the panel shows it.
  await expect(listener.getByText(`Urgent alert near you: "${title}"`)).toBeVisible({ timeout: 15_000 });
  await expect(listener.getByRole('article', { name: `Urgent alert: ${title}` }).first()).toBeVisible();
});

test('an admin issues a referral code from the moderation screen and revokes it', async ({ browser, request }) => {
  const email = uniqueEmail('invitee');
  await verifiedAccount(request, 'user', email, { first_name: 'Ines', last_name: 'Codes' });
  const admin = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/dashboard/moderation');
  const section = admin.getByRole('region', { name: 'Referral codes' });
  await section.getByRole('button', { name: 'Issue code' }).click();
  await expect(section.getByText('Email is required')).toBeVisible();
  await section.getByLabel('Issue a code to (e-mail)').fill(email);
  await section.getByRole('button', { name: 'Issue code' }).click();
  const row = section.getByRole('list', { name: 'Referral codes' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('revoked')).toBeVisible();
});

test('a suspended neighbour is refused at sign-in with the end date, and appeals from the login screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('suspended');
  await verifiedAccount(request, 'user', email, { first_name: 'Sol', last_name: 'Pending' });
  const me = await request.get('/api/v1/users/profile/me', {
    headers: { authorization: `Bearer ${await apiToken(request, email)}` },
  });
  const userId = ((await me.json()) as { data: { id: string } }).data.id;
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const suspend = await request.post('/api/v1/moderation/actions', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { target_type: 'user', target_id: userId, action: 'suspend', reason: 'harassment', duration_days: 7 },
  });
  expect(suspend.status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/suspended/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Appeal this decision' }).click();
  const appeal = page.getByRole('form', { name: 'Appeal' });
  await appeal.getByLabel('Why should the moderators look again?').fill('I was quoting someone else.');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeal.getByRole('status')).toBeVisible();
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeal.getByText('Tell the moderators why')).toBeVisible();
});
