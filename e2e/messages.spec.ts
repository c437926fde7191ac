import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './helpers/test.js';
import { seriousViolations } from './helpers/axe.js';
import { Cities, placedNeighbour, signedInPage, type Neighbour } from './helpers/neighbours.js';

/** A verified neighbour of this spec's area. */
const neighbour = (request: APIRequestContext, first: string, last: string) =>
  placedNeighbour(request, first, last, Cities.sydney);
const signedIn = (browser: Browser, account: Neighbour, viewport?: { width: number; height: number }) =>
  signedInPage(browser, account.email, { viewport });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Messages entry's badge where this page shows it (the sidebar on a wide screen). */
const messagesBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Messages/ })
    .getByTestId('messages-unread');

test('A messages the lender of an accepted request; B sees it live and replies; A’s unread count rises and clears', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ada = await neighbour(request, 'Ada', 'Requester');
  const ben = await neighbour(request, 'Ben', 'Lender');
  const itemName = `Ladder ${randomBytes(3).toString('hex')}`;
  const posted = await request.post('/api/v1/rentals/requests', {
    headers: auth(ada.token),
    data: { itemName, description: 'For the gutters', duration: '2 days' },
  });
  expect(posted.status()).toBe(201);
  const requestId = (await posted.json()).data.id as string;
  expect(
    (await request.post(`/api/v1/rentals/requests/${requestId}/accept`, { headers: auth(ben.token) })).status(),
  ).toBe(200);

  const lender = await signedIn(browser, ben);
  await lender.goto('/dashboard/messages');
  await expect(lender.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(lender.getByText('No conversations yet.')).toBeVisible();

  // A starts from the rental request: the request is the conversation's subject.
  const requester = await signedIn(browser, ada);
  await requester.goto('/dashboard/rentals');
  const card = requester.getByTestId('rental-card').filter({ has: requester.getByRole('heading', { name: itemName }) });
  await card.getByRole('link', { name: 'Message lender' }).click();
  await expect(requester.getByRole('heading', { name: 'Message Ben Lender' })).toBeVisible();
  await expect(requester.getByText(`About ${itemName}`)).toBeVisible();
  await requester.getByLabel('Your message').fill('Can I pick up the ladder at 6?');
  await requester.getByRole('button', { name: 'Send' }).click();
  await expect(requester).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(requester.getByTestId('message-list').getByText('Can I pick up the ladder at 6?')).toBeVisible();
  await expect(requester.getByTestId('conversation-subject')).toContainText(itemName);
  expect(await seriousViolations(requester)).toEqual([]);

  // B sees it live (no reload): in the inbox at once, since they dealt with each other.
  await expect(messagesBadge(lender)).toHaveText(/^1/);
  const row = lender.getByTestId('conversations-inbox').getByRole('link', { name: /Ada Requester/ });
  await expect(row).toContainText('Can I pick up the ladder at 6?');
  await row.click();
  await expect(lender.getByTestId('message-list').getByText('Can I pick up the ladder at 6?')).toBeVisible();
  // Opening it reads it: B's badge clears, and A sees the read receipt.
  await expect(messagesBadge(lender)).toHaveCount(0);
  await expect(requester.getByTestId('message-seen')).toBeVisible();

  // A leaves the conversation; B replies with Enter; A's count rises live.
  await requester.goto('/dashboard/rentals');
  await expect(messagesBadge(requester)).toHaveCount(0);
  // The bell holds Ben's offer to lend (a notification); unread conversations add to it.
  await expect(requester.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
  await lender.getByLabel('Message to Ada Requester').fill('Yes, see you at 6');
  await lender.getByLabel('Message to Ada Requester').press('Enter');
  await expect(lender.getByTestId('message-list').getByText('Yes, see you at 6')).toBeVisible();
  await expect(messagesBadge(requester)).toHaveText(/^1/);
  await expect(requester.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread');

  // Opening the conversation clears it.
  await requester
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await requester
    .getByTestId('conversations-inbox')
    .getByRole('link', { name: /Ben Lender/ })
    .click();
  await expect(requester.getByTestId('message-list').getByText('Yes, see you at 6')).toBeVisible();
  await expect(messagesBadge(requester)).toHaveCount(0);
  await expect(requester.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
});

test('a stranger’s first message is a request; on a phone one pane shows at a time', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const cleo = await neighbour(request, 'Cleo', 'Stranger');
  const dan = await neighbour(request, 'Dan', 'Recipient');
  const me = await request.get('/api/v1/users/profile/me', { headers: auth(dan.token) });
  const danId = (await me.json()).data.id as string;
  const started = await request.post('/api/v1/conversations', {
    headers: auth(cleo.token),
    data: { recipient_id: danId, text: 'Hi, do you sell the bike?' },
  });
  expect(started.status()).toBe(201);

  const phone = await signedIn(browser, dan, { width: 375, height: 740 });
  await phone.goto('/dashboard/messages');
  await phone.getByRole('tab', { name: 'Requests (1)' }).click();
  await phone
    .getByTestId('conversations-requests')
    .getByRole('link', { name: /Cleo Stranger/ })
    .click();
  // Only the conversation shows; the list is hidden until 'Back'.
  await expect(phone.getByRole('region', { name: 'Conversations' })).toBeHidden();
  await expect(phone.getByTestId('request-actions')).toContainText('Cleo Stranger wants to message you');
  await phone.getByRole('button', { name: 'Accept' }).click();
  await expect(phone.getByLabel('Message to Cleo Stranger')).toBeVisible();
  await phone.getByRole('link', { name: 'Back to conversations' }).first().click();
  await expect(phone.getByRole('region', { name: 'Conversations' })).toBeVisible();
  await phone.getByRole('tab', { name: 'Inbox' }).click();
  await expect(phone.getByRole('tab', { name: 'Requests' })).toHaveAccessibleName('Requests');
  await expect(phone.getByTestId('conversations-inbox').getByRole('link', { name: /Cleo Stranger/ })).toBeVisible();
});
