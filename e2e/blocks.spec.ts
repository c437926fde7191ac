import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './helpers/test.js';
import { PASSWORD, logIn } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { Cities, placedNeighbour } from './helpers/neighbours.js';

// Block and mute (issue 39 item 8): from a post's ⋯ menu, undone in Settings, on a phone (dark) and a desktop.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const word = () => randomBytes(4).toString('hex');
const feedPosts = (page: Page) => page.getByRole('list', { name: /^(Posts|Search results)$/ }).getByRole('article');

const devices = [
  { name: 'phone', viewport: { width: 360, height: 740 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
] as const;

for (const device of devices) {
  test(`on a ${device.name}: mute quietly, unmute in Settings, block after a dialog, unblock in Settings`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ada = await placedNeighbour(request, 'Ada', 'Viewer', Cities.melbourne);
    const ben = await placedNeighbour(request, 'Ben', 'Noisy', Cities.melbourne);
    const content = `Leaf blower at dawn again ${word()}`;
    const created = await request.post('/api/v1/posts/create-post', {
      headers: auth(ben.token),
      multipart: { content },
    });
    expect(created.status()).toBe(201);
    const adaId = (
      (await (await request.get('/api/v1/users/profile/me', { headers: auth(ada.token) })).json()) as {
        data: { id: string };
      }
    ).data.id;

    const context = await browser.newContext({ viewport: device.viewport, colorScheme: device.colorScheme });
    const page = await context.newPage();
    await logIn(page, ada.email, PASSWORD);
    await page.goto('/dashboard');
    const post = feedPosts(page).filter({ hasText: content });
    await expect(post).toHaveCount(1);

    // Mute from the post's menu: no dialog, a toast saying Ben won't know, his post leaves the feed.
    await post.getByRole('button', { name: 'Report, mute or block Ben Noisy' }).click();
    const mute = page.getByRole('menuitem', { name: /^Mute Ben Noisy/ });
    await expect(mute).toContainText("They won't know.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mute.click();
    await expect(page.getByText("Muted Ben Noisy. They won't know.")).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(post).toHaveCount(0);

    // Settings lists him under Muted; Unmute undoes it.
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Blocked and muted' });
    const muted = section.getByRole('list', { name: 'Muted (1)' });
    await expect(muted).toContainText('Ben Noisy');
    expect(await seriousViolations(page)).toEqual([]);
    await muted.getByRole('button', { name: 'Unmute Ben Noisy' }).click();
    await expect(page.getByText('Unmuted Ben Noisy')).toBeVisible();
    await expect(section.getByText("You haven't muted anyone.")).toBeVisible();

    // His post is back. Block, from the keyboard, asks first and says what a block does.
    await page.goto('/dashboard');
    await expect(post).toHaveCount(1);
    await post.getByRole('button', { name: 'Report, mute or block Ben Noisy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Report post' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^Mute Ben Noisy/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const block = page.getByRole('menuitem', { name: /^Block Ben Noisy/ });
    await expect(block).toBeFocused();
    await expect(block).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Block Ben Noisy?' });
    await expect(dialog).toContainText("They can't see your posts, comments or profile, and can't message you.");
    await expect(dialog).toContainText("You won't see theirs.");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('Blocked Ben Noisy')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(post).toHaveCount(0);
    // Ben no longer sees Ada either.
    expect((await request.get(`/api/v1/users/${adaId}`, { headers: auth(ben.token) })).status()).toBe(404);

    // Settings lists him under Blocked; Unblock undoes it and his post comes back.
    await page.goto('/settings');
    const blocked = section.getByRole('list', { name: 'Blocked (1)' });
    await expect(blocked).toContainText('Ben Noisy');
    await blocked.getByRole('button', { name: 'Unblock Ben Noisy' }).click();
    await expect(page.getByText('Unblocked Ben Noisy')).toBeVisible();
    await expect(section.getByText("You haven't blocked anyone.")).toBeVisible();
    await page.goto('/dashboard');
    await expect(post).toHaveCount(1);
    expect((await request.get(`/api/v1/users/${adaId}`, { headers: auth(ben.token) })).status()).toBe(200);
  });
}
