import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Today's page views of the organization, as its insights answer them (counting is off the request path). */
async function todaysPageViews(request: APIRequestContext, token: string): Promise<number | undefined> {
  const response = await request.get('/api/v1/organization/me/insights?days=7', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { series: Record<string, { date: string; value: number }[]> } };
  return body.data.series.page_views?.at(-1)?.value;
}

// Issue 43: a neighbour views an organization's page (twice: one view), and the owner reads it on
// the dashboard's insights, as a chart, as a table, and as a CSV file.
for (const device of [
  // The phone in dark mode: the charts' colours and the axe check read the dark theme.
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
]) {
  test(`on a ${device.name}: an organization sees its page views over 7 days, as a chart, a table and a CSV`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(device.viewport);
    await page.emulateMedia({ colorScheme: device.colorScheme });
    const orgEmail = uniqueEmail('insights-org');
    await verifiedAccount(request, 'organization', orgEmail, {
      first_name: 'Ines',
      last_name: 'Baker',
      business_name: 'Insight Bakery',
    });
    const orgToken = await apiToken(request, orgEmail);
    const me = await request.get('/api/v1/organization/me', { headers: bearer(orgToken) });
    const organizationId = ((await me.json()) as { data: { id: string } }).data.id;

    const neighbourEmail = uniqueEmail('insights-neighbour');
    await verifiedAccount(request, 'user', neighbourEmail);
    const neighbourToken = await apiToken(request, neighbourEmail);
    for (let visit = 0; visit < 2; visit += 1) {
      const viewed = await request.get(`/api/v1/organization/${organizationId}`, { headers: bearer(neighbourToken) });
      expect(viewed.status()).toBe(200);
    }
    await expect.poll(() => todaysPageViews(request, orgToken)).toBe(1);

    await logIn(page, orgEmail, PASSWORD);
    const insights = page.getByRole('region', { name: 'Insights' });
    await insights.getByRole('button', { name: '7 days' }).click();
    await expect(insights.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const views = insights.getByRole('region', { name: 'Views', exact: true });
    // The chart (uPlot's canvas, loaded with this screen) and the period's total.
    await expect(views.locator('canvas').first()).toBeVisible();
    await expect(views.locator('dt', { hasText: 'Page views' }).locator('+ dd')).toHaveText('1');

    // The same numbers as a table: a row a day, today's last.
    await views.getByRole('button', { name: 'Show as table' }).click();
    const table = views.getByRole('table', { name: 'Views', exact: true });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('1');
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      insights.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^insight-bakery-insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,page_views,listing_views,update_views,followers_gained,followers_lost,update_reactions,update_comments,reviews,average_rating,messages_received',
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]).toMatch(/^\d{4}-\d{2}-\d{2},1,0,0,0,0,0,0,0,0,0$/);
  });
}
