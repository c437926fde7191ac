import { expect, test } from './helpers/test.js';
import { apiToken, logInAnyLanguage, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

test('a visitor whose browser speaks French gets the sign-in screen in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
});

test('the public pages switch language from the footer, and the choice stays on this device', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your neighbourhood, connected.' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu barrio, conectado.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'حيّك، متصل.' })).toBeVisible();
});

test('a language awaiting review is offered apart, and shows in its own words (English where it has none yet)', async ({
  page,
}) => {
  await page.goto('/');
  const switcher = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
  await expect(switcher.locator('optgroup[label="Awaiting review by native speakers"] option')).toHaveText([
    'Naijá (Pidgin)',
    'Yorùbá',
    'Hausa',
    'Igbo',
  ]);
  await switcher.selectOption('yo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { level: 1, name: 'Àdúgbò rẹ, ní ìsopọ̀.' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Káàbọ̀ padà' })).toBeVisible();
  await page.getByRole('contentinfo').or(page.locator('main')).getByRole('combobox').first().selectOption('ha');
  await expect(page.getByRole('heading', { level: 1, name: 'Barka da dawowa' })).toBeVisible();
});

test('a neighbour picks a language in Settings: every device they sign in on follows', async ({ browser, request }) => {
  const email = uniqueEmail('deutsch');
  await verifiedAccount(request, 'user', email);
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await logInAnyLanguage(page, email);
  await page.goto('/dashboard/settings');
  const language = page.getByRole('region', { name: 'Language' });
  await language.getByRole('combobox').selectOption('de');
  await expect(page.getByText('Sprache gespeichert')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('region', { name: 'Sprache' })).toBeVisible();

  // Saved on the account, not only in this browser.
  const token = await apiToken(request, email);
  const me = await request.get('/api/v1/users/profile/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { locale: string | null } }).data.locale).toBe('de');

  // Another device whose browser asks for English: German once signed in, and on its next visit.
  const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await logInAnyLanguage(other, email);
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');

  // Back to "the browser's language": this browser asks for English.
  await page.goto('/dashboard/settings');
  await page.getByRole('region', { name: 'Sprache' }).getByRole('combobox').selectOption('');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Language saved')).toBeVisible();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`Arabic lays the dashboard out right to left (${viewport.name})`, async ({ browser, request }, testInfo) => {
    const email = uniqueEmail('arabic');
    await verifiedAccount(request, 'user', email);
    const context = await browser.newContext({ locale: 'ar-EG', viewport });
    const page = await context.newPage();
    await logInAnyLanguage(page, email);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const main = page.getByRole('main');
    await expect(main).toBeVisible();
    // Mirrored: the start of a line is on the right, so the main heading's text ends at its box's right.
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    // Retried: the screen may still swap its heading for the loaded one (a detached element's
    // computed style is empty).
    await expect(heading).toHaveCSS('direction', 'rtl');
    if (viewport.name === 'desktop') {
      // The navigation sits at the right edge, where a right-to-left reader starts.
      const nav = page.getByRole('navigation').first();
      const box = await nav.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width / 2).toBeGreaterThan(viewport.width / 2);
    }
    // Nothing overflows sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await testInfo.attach(`dashboard-ar-${viewport.name}.png`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    });
  });
}
