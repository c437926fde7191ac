import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

/** The archive link of the newest e-mail to this address, read from the dev outbox. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&format=json`);
      const body = (await response.json()) as { data: { text?: string }[] };
      link = /(\/api\/v1\/users\/profile\/export\/\S+\/download\?token=\S+)/.exec(body.data[0]?.text ?? '')?.[1] ?? '';
      return link;
    })
    .toBeTruthy();
  return link;
}

/** Settings → Your data: asks for the archive, sees it prepared, then ready, and saves it. */
async function downloadFromSettings(page: Page): Promise<Buffer> {
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download your data' }).click();
  await expect(
    section.getByText('We are preparing your archive. We will e-mail you a link when it is ready.'),
  ).toBeVisible();
  // The job builds it in the background; the section asks again while it is being prepared.
  const save = section.getByRole('button', { name: /^Download archive/ });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/is ready until/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/^ourhood-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path);
}

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, accountType: 'user' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, accountType: 'organization' as const },
]) {
  test(`on a ${device.name}: ${device.accountType === 'user' ? 'a neighbour' : 'an organization'} downloads their data from Settings and from the e-mailed link`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(device.viewport);
    const email = uniqueEmail('your-data');
    await verifiedAccount(request, device.accountType, email, {
      first_name: 'Dana',
      last_name: 'Archive',
      business_name: 'Archive Books',
    });
    const token = await apiToken(request, email);
    await logIn(page, email, PASSWORD);

    const archive = await downloadFromSettings(page);
    // A zip (local file header "PK\3\4") that names the account's own files.
    expect(archive.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
    expect(archive.includes(Buffer.from('profile.json'))).toBe(true);

    // The e-mailed link works without signing in; a second archive the same day is refused.
    const link = await mailedLink(request, email);
    const byLink = await request.get(link);
    expect(byLink.status()).toBe(200);
    expect(byLink.headers()['content-type']).toContain('application/zip');
    const again = await request.post('/api/v1/users/profile/export', { headers: { authorization: `Bearer ${token}` } });
    expect(again.status()).toBe(429);
    await page.reload();
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download your data' }).click();
    await expect(section.getByText('You can ask for one archive a day. Please try again tomorrow.')).toBeVisible();
  });
}
