import { expect, test } from './helpers/test.js';
import { PASSWORD, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { issueReferralCode } from './helpers/admin.js';
import { seriousViolations } from './helpers/axe.js';

test('without a referral code the invite page says to ask an admin', async ({ page, request }) => {
  const email = uniqueEmail('invite');
  await verifiedAccount(request, 'user', email);
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/invite');
  await expect(page.getByRole('heading', { name: "You don't have a referral code yet" })).toBeVisible();
  await expect(page.getByText('Please contact an admin to get your referral code.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('with a code the invite page copies the code and the link, shares on WhatsApp and counts who joined', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('invite');
  await verifiedAccount(request, 'user', email);
  const code = await issueReferralCode(request, email);
  const link = `${baseURL}/signup?ref=${code}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, email, PASSWORD);

  await page.goto('/dashboard/invite');
  await expect(page).toHaveTitle('Invite Your Neighbors · Ourhood');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Your Neighbors' })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  await expect(
    page.getByText('Each friend who joins using your code helps you build a stronger community.'),
  ).toBeVisible();
  await expect(page.getByTestId('joined-count')).toHaveText('No neighbours have joined with your code yet.');
  expect(await seriousViolations(page)).toEqual([]);

  // Copy Code: the toast, for 1.5 s, and the code on the clipboard.
  await page.getByRole('button', { name: 'Copy Code' }).click();
  const codeToast = page.getByText('Referral code copied!');
  await expect(codeToast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(codeToast).toBeHidden({ timeout: 3_000 });

  await page.getByRole('button', { name: 'Share via Link' }).click();
  await expect(page.getByText('Invite link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // WhatsApp: a share link without a phone number, in a new tab.
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Join me on Ourhood! ${link}`)}`,
  );
  await expect(whatsApp).toHaveAttribute('target', '_blank');

  // The link prefills the sign-up form of a visitor.
  const visitor = await browser.newContext();
  const signup = await visitor.newPage();
  await signup.goto(link);
  await expect(signup.getByLabel('Referral code (optional)')).toHaveValue(code);
  await visitor.close();

  // A neighbour who joined with the code is counted once verified.
  await verifiedAccount(request, 'user', uniqueEmail('invited'), { first_name: 'Jo', last_name: 'Reyes' }, code);
  await page.reload();
  await expect(page.getByTestId('joined-count')).toHaveText('1 neighbour has joined with your code.');
});

test('a refused clipboard says so', async ({ page, request }) => {
  const email = uniqueEmail('invite');
  await verifiedAccount(request, 'user', email);
  await issueReferralCode(request, email);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/invite');
  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByText('Unable to copy. Please try again.')).toBeVisible();
});
