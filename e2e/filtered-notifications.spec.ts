import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { seriousViolations } from './helpers/axe.js';
import { Cities, placedNeighbour, signedInPage } from './helpers/neighbours.js';

// Filtered notifications (issue 39, decision 0069): a mention from someone the neighbour does not
// follow waits in the filtered box; they read it there, allow the sender, and find it in their
// notifications; a rule is turned off from the same screen.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const surname = () => `Filt${randomBytes(3).toString('hex')}`;

const devices = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const device of devices) {
  test(`on a ${device.name}: a stranger's mention waits in the filtered box until it is allowed`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const bobName = surname();
    const samName = surname();
    const bob = await placedNeighbour(request, 'Bob', bobName, Cities.nairobi);
    const sam = await placedNeighbour(request, 'Sam', samName, Cities.nairobi);
    const me = (await (await request.get('/api/v1/users/profile/me', { headers: auth(bob.token) })).json()) as {
      data: { id: string };
    };
    const posted = await request.post('/api/v1/posts/create-post', {
      headers: auth(sam.token),
      multipart: { content: `Thanks @Bob ${bobName} for the ladder`, mention_ids: me.data.id },
    });
    expect(posted.status()).toBe(201);

    const page = await signedInPage(browser, bob.email, { viewport: device.viewport });
    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`Sam ${samName} mentioned you`)).toHaveCount(0);
    const link = page.getByRole('link', { name: /Filtered notifications/ });
    await expect(link).toContainText('1 notification is waiting for you to review.');
    await link.click();

    await expect(page).toHaveURL(/\/dashboard\/notifications\/filtered$/);
    await expect(page.getByRole('heading', { name: 'Filtered notifications' })).toBeVisible();
    const senders = page.getByRole('list', { name: 'Filtered senders' });
    await expect(senders).toContainText(`Sam ${samName} mentioned you`);
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(device.viewport.width);

    await page.getByRole('button', { name: `Allow notifications from Sam ${samName}` }).click();
    await expect(page.getByText(`Sam ${samName} can reach you now`)).toBeVisible();
    await expect(page.getByText('Nothing is waiting here.')).toBeVisible();

    // The rules are ticked on; turning one off is saved at once.
    const strangers = page.getByRole('checkbox', { name: /People you don't follow/ });
    await expect(strangers).toBeChecked();
    await strangers.click();
    await expect(strangers).not.toBeChecked();
    await expect(page.getByText('Filters saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /People you don't follow/ })).not.toBeChecked();

    await page.getByRole('link', { name: 'Notifications', exact: true }).first().click();
    await expect(page.getByRole('button', { name: new RegExp(`Sam ${samName} mentioned you`) })).toBeVisible();
  });
}
