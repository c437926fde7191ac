import ICAL from 'ical.js';
import { expect, test, type APIRequestContext } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

/** A `datetime-local` value in the browser's zone (the contexts below run in UTC). */
const localInput = (date: Date) => date.toISOString().slice(0, 16);

function feedEvent(text: string, uid: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const component = calendar.getAllSubcomponents('vevent').find((vevent) => new ICAL.Event(vevent).uid === uid);
  if (!component) return undefined;
  const event = new ICAL.Event(component);
  return { sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), summary: event.summary };
}

async function eventJson(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/v1/events/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { start: string; sequence: number } }).data;
}

test('an organization creates an event; a neighbour goes, sees it on the calendar and subscribes; a move shows in the feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const orgEmail = uniqueEmail('org-events');
  await verifiedAccount(request, 'organization', orgEmail, {
    first_name: 'Ivy',
    last_name: 'Marsh',
    business_name: 'Harbour Books',
  });
  const neighbourEmail = uniqueEmail('neighbour-events');
  await verifiedAccount(request, 'user', neighbourEmail, { first_name: 'Tomas', last_name: 'Reyes' });
  const title = `Poetry night ${Date.now().toString(36)}`;

  // The organization creates the event through the form, two days ahead.
  const orgContext = await browser.newContext({ timezoneId: 'UTC' });
  const org = await orgContext.newPage();
  await logIn(org, orgEmail, PASSWORD);
  await org.getByRole('link', { name: 'Events' }).first().click();
  await expect(org).toHaveTitle(/Events/);
  await org.getByRole('link', { name: 'Create event' }).click();
  const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  start.setUTCHours(18, 0, 0, 0);
  await org.getByLabel('Title').fill(title);
  await org.getByLabel('Description').fill('Open mic, all welcome');
  await org.getByLabel('Starts').fill(localInput(start));
  await org.getByLabel('Ends').fill(localInput(new Date(start.getTime() + 2 * 60 * 60 * 1000)));
  await org.getByLabel('Place').fill('Harbour Books back room');
  await org.getByLabel('Address').fill('3 Quay Street');
  await org.getByRole('button', { name: 'Create event' }).click();
  await expect(org.getByRole('heading', { name: title })).toBeVisible();
  const eventId = /\/dashboard\/events\/([0-9a-f-]{36})$/.exec(org.url())?.[1];
  expect(eventId).toBeTruthy();
  await expect(org.getByRole('button', { name: 'Cancel event' })).toBeVisible();

  // The neighbour answers going from the event page, sees it on the calendar, copies the feed URL.
  const neighbourContext = await browser.newContext({ timezoneId: 'UTC' });
  await neighbourContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await neighbourContext.newPage();
  await logIn(page, neighbourEmail, PASSWORD);
  await page.goto(`/dashboard/events/${eventId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Organized by Harbour Books')).toBeVisible();
  const going = page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Going', exact: true });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('going-count')).toContainText('1 going');

  await page.goto('/dashboard/events?tab=calendar');
  const calendar = page.getByRole('region', { name: 'Month calendar' });
  if (start.getUTCMonth() !== new Date().getUTCMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await calendar.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Calendar link copied')).toBeVisible();
  const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(feedUrl).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await expect(page.getByTestId('calendar-feed-url')).toHaveValue(feedUrl);

  // The feed, fetched as a calendar app would (no session), has the event.
  const uid = `${eventId}@127.0.0.1`;
  const first = await request.get(feedUrl);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toMatch(/^text\/calendar/);
  const before = feedEvent(await first.text(), uid);
  expect(before).toMatchObject({ summary: title, start: start.toISOString() });

  // The organization moves the event a day later.
  await org.getByRole('link', { name: 'Edit event' }).click();
  const moved = new Date(start.getTime() + 24 * 60 * 60 * 1000 + 60 * 60 * 1000);
  await org.getByLabel('Starts').fill(localInput(moved));
  await org.getByLabel('Ends').fill(localInput(new Date(moved.getTime() + 2 * 60 * 60 * 1000)));
  await org.getByRole('button', { name: 'Save changes' }).click();
  await expect(org.getByRole('heading', { name: title })).toBeVisible();
  await expect(org).toHaveURL(new RegExp(`/dashboard/events/${eventId}$`));

  const orgToken = await apiToken(request, orgEmail);
  await expect.poll(async () => (await eventJson(request, orgToken, eventId!)).start).toBe(moved.toISOString());
  const after = feedEvent(await (await request.get(feedUrl)).text(), uid);
  expect(after!.start).toBe(moved.toISOString());
  expect(after!.sequence).toBeGreaterThan(before!.sequence);

  // The neighbour was told of the move.
  await page.goto('/dashboard/notifications');
  await expect(page.getByText(`Harbour Books changed the time or place of "${title}"`)).toBeVisible();

  await orgContext.close();
  await neighbourContext.close();
});
