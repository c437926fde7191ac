import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { E2E_ADMIN } from './helpers/admin.js';
import { seriousViolations } from './helpers/axe.js';
import { Cities, placedNeighbour, signedInPage } from './helpers/neighbours.js';

// Trust levels (issue 39): a neighbour reads their own level in Settings; a moderator sees the
// report score and the author's level in the queue and sets it; the neighbour sees the change.
// The e2e server sets TRUST_NEW_ACCOUNT_DAYS=0, so a verified neighbour starts at Basic.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const word = () => randomBytes(4).toString('hex');

const devices = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const device of devices) {
  test(`on a ${device.name}: own trust level in Settings, a moderator sets it from the queue`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ada = await placedNeighbour(request, 'Ada', 'Trusted', Cities.melbourne);
    const ben = await placedNeighbour(request, 'Ben', 'Reporter', Cities.melbourne);
    const content = `Bins left on the kerb ${word()}`;
    const created = await request.post('/api/v1/posts/create-post', {
      headers: auth(ada.token),
      multipart: { content },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { id: string } }).data.id;
    const reported = await request.post('/api/v1/reports', {
      headers: auth(ben.token),
      data: { target_type: 'post', target_id: postId, reason: 'spam' },
    });
    expect(reported.status()).toBe(201);

    const page = await signedInPage(browser, ada.email, { viewport: device.viewport });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your trust level' });
    await expect(section).toContainText('Only you and the moderators can see it.');
    await expect(section).toContainText('Basic');
    await expect(section.getByRole('list', { name: 'What it allows' })).toBeVisible();
    await expect(section).toContainText('Member');
    expect(await seriousViolations(page)).toEqual([]);

    const moderator = await signedInPage(browser, E2E_ADMIN.email, {
      password: E2E_ADMIN.password,
      viewport: device.viewport,
    });
    await moderator.goto('/dashboard/moderation');
    const item = moderator.getByTestId('queue-item').filter({ hasText: content });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Score 1');
    await expect(item).toContainText('Trust level: Basic');
    await item.getByLabel('Set trust level').selectOption({ label: 'Regular' });
    await item.getByRole('button', { name: 'Apply' }).click();
    await expect(moderator.getByText('Trust level updated')).toBeVisible();
    await expect(item).toContainText('Trust level: Regular');

    await page.reload();
    await expect(section).toContainText('Regular');
    await expect(section).toContainText("A moderator set your level, so it doesn't change by itself.");
  });
}
