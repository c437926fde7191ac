import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';

/** A surname no one else has, so the typeahead finds exactly one person. */
const uniqueName = () => `Zed${Array.from(randomBytes(5), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test('a neighbour mentions another from the composer typeahead; the name links to them and they are told', async ({
  page,
  request,
}) => {
  const surname = uniqueName();
  const bobEmail = uniqueEmail('mention-bob');
  await verifiedAccount(request, 'user', bobEmail, { first_name: 'Bob', last_name: surname });
  const adaEmail = uniqueEmail('mention-ada');
  await verifiedAccount(request, 'user', adaEmail, { first_name: 'Ada', last_name: 'Obi' });
  await logIn(page, adaEmail, PASSWORD);

  await page.getByRole('button', { name: "Hey Ada, what's happening in your hood?" }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  const text = composer.getByLabel("What's happening?");
  await text.fill('Thanks ');
  await text.pressSequentially(`@${surname.slice(0, 5)}`);
  // The typeahead lists people by name: keyboard chooses.
  const people = composer.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option', { name: new RegExp(`Bob ${surname}`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await text.press('Enter');
  await expect(people).toBeHidden();
  await text.pressSequentially('for the ladder!');
  await expect(text).toHaveValue(`Thanks @Bob ${surname} for the ladder!`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer).toBeHidden();

  const mention = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: `@Bob ${surname}` });
  await expect(mention).toBeVisible();
  await mention.click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bob ${surname}` })).toBeVisible();

  // Bob hears of it, once: in his filtered box, as he does not follow Ada (filtered-notifications.spec.ts).
  const bobToken = await apiToken(request, bobEmail);
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/notifications/filtered', {
        headers: { authorization: `Bearer ${bobToken}` },
      });
      const body = (await response.json()) as { data: { notifications: { kind: string; message: string }[] }[] };
      return body.data
        .flatMap((sender) => sender.notifications)
        .filter((n) => n.kind === 'mention')
        .map((n) => n.message);
    })
    .toEqual([`Ada Obi mentioned you: "Thanks @Bob ${surname} for the ladder!"`]);
});
