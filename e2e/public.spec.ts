import { expect, test, type Page } from './helpers/test.js';
import { publicPages } from './public-routes.js';

/** Collects console errors and uncaught exceptions for the whole test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const footerLinks = [
  { name: 'Features', path: '/features', heading: 'Features' },
  { name: 'Safety', path: '/safety', heading: 'Safety' },
  { name: 'Community Guidelines', path: '/guidelines', heading: 'Community Guidelines' },
  { name: 'About', path: '/about', heading: 'About Ourhood' },
  { name: 'Careers', path: '/careers', heading: 'Careers' },
  { name: 'Contact', path: '/contact', heading: 'Contact us' },
  { name: 'Help Center', path: '/help', heading: 'Help Center' },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
  { name: 'Cookie Policy', path: '/cookies', heading: 'Cookie Policy' },
];

test('every public page renders its heading and title without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Ourhood/);
  }
  expect(errors).toEqual([]);
});

test('every footer link reaches its page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The landing page's content first: until it is there, the footer sits higher up the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const link of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading);
    await expect(page).toHaveTitle(`${link.heading} · Ourhood`);
  }
  expect(errors).toEqual([]);
});

test('the top bar links reach sign-in, sign-up and home', async ({ page }) => {
  await page.goto('/about');
  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/help');
  await page.getByRole('banner').getByRole('link', { name: 'Ourhood' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your neighbourhood, connected.');
});

test('the site navigation of the top bar reaches its pages on wide screens', async ({ page }) => {
  await page.goto('/');
  const site = page.getByRole('navigation', { name: 'Site' });
  for (const [name, heading] of [
    ['Features', 'Features'],
    ['About', 'About Ourhood'],
    ['Help', 'Help Center'],
  ] as const) {
    await site.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(site.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('the landing page calls to action carry the right account type', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join as a Neighbor' })).toHaveAttribute('href', '/signup?type=user');
  await expect(page.getByRole('link', { name: 'For Organizations' })).toHaveAttribute(
    'href',
    '/signup?type=organization',
  );
  await page.getByRole('link', { name: 'For Organizations' }).click();
  await expect(page).toHaveURL(/\/signup\?type=organization$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Join as a Neighbor' }).click();
  await expect(page).toHaveURL(/\/signup\?type=user$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the landing page shows its sections and claims', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Everything your neighbourhood needs' }).getByRole('link');
  await expect(cards).toHaveCount(6);
  for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/features(#[a-z-]+)?$/);
  }
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('50+')).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What neighbours are sharing' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Rated 5 out of 5').first()).toBeAttached();

  await cards.first().click();
  await expect(page).toHaveURL(/\/features#feed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
});

test('the testimonials can be paused and stop moving for reduced motion', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause testimonials' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
  const track = page.getByRole('group', { name: /Testimonials/ }).locator('> div');
  await expect(track).toHaveCSS('animation-play-state', 'paused');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(track).toHaveCSS('animation-name', 'none');
  await expect(page.getByRole('button', { name: 'Pause testimonials' })).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/privacy');
  // The page shows once its words are loaded (decision 0072): tab through what is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('the alias /community-guidelines shows the guidelines', async ({ page }) => {
  await page.goto('/community-guidelines');
  await expect(page).toHaveURL(/\/community-guidelines$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Guidelines');
  await expect(page).toHaveTitle('Community Guidelines · Ourhood');
});

test('the 404 page appears for an unknown path and every link works', async ({ page }) => {
  const targets = [
    { name: 'Home', path: /\/$/, heading: 'Your neighbourhood, connected.' },
    { name: 'Contact', path: /\/contact$/, heading: 'Contact us' },
    { name: 'About', path: /\/about$/, heading: 'About Ourhood' },
    { name: 'Features', path: /\/features$/, heading: 'Features' },
    { name: 'Help', path: /\/help$/, heading: 'Help Center' },
  ];
  for (const target of targets) {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Ourhood');
    await page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  }
});

test('the privacy and cookie pages list the browser storage keys the app uses', async ({ page }) => {
  for (const path of ['/privacy', '/cookies']) {
    await page.goto(path);
    for (const key of ['auth-storage', 'ourhoodToken', 'verificationEmail', 'accountType', 'ourhood-theme']) {
      await expect(page.getByRole('rowheader', { name: key })).toBeVisible();
    }
  }
  await page.goto('/terms');
  await expect(page.getByText(/30 days’ notice/)).toBeVisible();
});

test('public pages load no dashboard or API code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /\/(query|query-layout|require-auth|session-store)-/.test(path))).toEqual([]);
});
