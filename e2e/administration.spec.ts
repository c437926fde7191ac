import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { E2E_ADMIN } from './helpers/admin.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';
import { signedInPage } from './helpers/neighbours.js';

// Issue 43, decision 0080: administration in the browser. The registration policy is walked in
// registration-policy.spec.ts, on a server of its own: changing it here would refuse the sign-ups
// of the specs running alongside.

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`on a ${device.name}: an admin reads the overview, finds an account, makes it a moderator, and sees it in the audit log`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = randomBytes(3).toString('hex');
    const email = uniqueEmail(`admin-target-${tag}`);
    await verifiedAccount(request, 'user', email, { first_name: 'Mona', last_name: `Moderator${tag}` });

    const page = await signedInPage(browser, E2E_ADMIN.email, {
      password: E2E_ADMIN.password,
      viewport: device.viewport,
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // A chart per group, each with its table for screen readers; "Show as table" shows it to all.
    const people = page.getByRole('region', { name: 'Neighbours' });
    await expect(people).toBeVisible();
    await page.getByRole('button', { name: '7 days' }).click();
    await people.getByRole('button', { name: 'Show as table' }).click();
    await expect(people.getByRole('table')).toBeVisible();
    await expect(people.getByRole('row')).toHaveCount(8); // the header and seven days
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel('Search by name or e-mail').fill(`Moderator${tag}`);
    const row = page.getByRole('link', { name: new RegExp(`Mona Moderator${tag}`) });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `Mona Moderator${tag}` })).toBeVisible();
    await page.getByLabel('Reason (kept in the audit log)').fill('Helps with the market');
    await page.getByLabel('Role').selectOption('moderator');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText('Role updated')).toBeVisible();

    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').filter({ hasText: email }).first();
    await expect(entry).toContainText('Changed a role');
    await expect(entry).toContainText('Helps with the market');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}

test('an admin names the community and writes its rules; sign-up and the guidelines show them', async ({ browser }) => {
  const page = await signedInPage(browser, E2E_ADMIN.email, { password: E2E_ADMIN.password });
  await page.goto('/admin/settings');
  const rule = `Be kind to the ducks ${randomBytes(3).toString('hex')}`;
  await page
    .getByLabel('Rules (shown at sign-up and on the Community Guidelines page, linked in every footer)')
    .fill(`1. ${rule}`);
  // The approval note shows with its choice; the policy itself stays open for the other specs.
  await page.getByLabel(/By approval/).check();
  await expect(page.getByText(/New accounts wait in Moderation/)).toBeVisible();
  await page.getByLabel(/Open: anyone can sign up/).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Instance settings saved')).toBeVisible();
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.getByLabel('Choose a logo').setInputFiles(pngFile('logo.png', [20, 140, 90], 200, 200));
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await expect(logo.getByText('Logo saved')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'The current logo' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/signup');
  await visitor.getByText("The community's rules").click();
  await expect(visitor.getByText(rule)).toBeVisible();
  // The logo, served by the media route, shows above the form.
  const shown = visitor.getByTestId('signup-community').locator('img');
  await expect(shown).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await visitor.goto('/guidelines');
  await expect(visitor.getByTestId('instance-rules')).toContainText(rule);
  await visitor.close();
  await page.context().close();
});

test('/admin is a missing page to everyone but admins', async ({ browser, request }) => {
  const email = uniqueEmail('not-admin');
  await verifiedAccount(request, 'user', email);
  const page = await signedInPage(browser, email);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.context().close();
});
