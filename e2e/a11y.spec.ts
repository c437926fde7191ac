import { expect, test } from './helpers/test.js';
import { seriousViolations } from './helpers/axe.js';
import { publicPages } from './public-routes.js';

for (const { path, heading } of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the landing page has no serious accessibility violations on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing may force sideways scrolling on a small phone (WCAG 1.4.10 reflow).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the landing page has no serious accessibility violations with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
