import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';

const uniqueWord = () => `zq${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function neighbour(request: APIRequestContext, first_name = 'Nia', last_name = 'Brooks') {
  const email = uniqueEmail('settings');
  await verifiedAccount(request, 'user', email, { first_name, last_name });
  return { email, token: await apiToken(request, email) };
}

test('a neighbour renames themself and changes their picture, and their posts in the feed follow', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const { email, token } = await neighbour(request, 'Ada', 'Byrne');
  const created = await request.post('/api/v1/posts/create-post', {
    headers: auth(token),
    multipart: { content: `Who has a ladder to lend? ${word}` },
  });
  expect(created.status()).toBe(201);
  await logIn(page, email, PASSWORD);

  // /settings is where the profile's Settings button goes; it lands on /dashboard/settings.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page).toHaveTitle('Settings · Ourhood');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const profile = page.getByRole('region', { name: 'Edit profile' });
  await profile.getByLabel('First name').fill('');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('First name is required')).toBeVisible();
  await profile.getByLabel('First name').fill('Adaeze');
  await expect(profile.getByText('First name is required')).toBeHidden();
  await profile.getByLabel('Bio').fill('x'.repeat(501));
  await expect(profile.getByText('501 / 500 characters')).toBeVisible();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Bio must be at most 500 characters')).toBeVisible();
  await profile.getByLabel('Bio').fill('Keen gardener, two streets from the park.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  const picture = page.getByRole('region', { name: 'Profile picture' });
  await picture.getByRole('button', { name: 'Upload picture' }).click();
  await expect(picture.getByText('Choose an image for your profile picture')).toBeVisible();
  await picture.getByLabel('Choose a picture').setInputFiles(pngFile('me.png', [30, 120, 200], 120, 120));
  await expect(picture.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  await picture.getByRole('button', { name: 'Upload picture' }).click();
  await expect(picture.getByText('Profile picture updated')).toBeVisible();
  await expect(picture.getByRole('button', { name: 'Remove picture' })).toBeVisible();

  // The feed shows the new name and picture on the post written before the change.
  await page.goto(`/dashboard?search=${word}`);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: 'Adaeze Byrne' })).toBeVisible();
  const avatar = card.locator('img[src*="/media/"]').first();
  await expect(avatar).toBeAttached();
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The own profile shows the bio; removing the picture goes back to initials.
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Adaeze Byrne' })).toBeVisible();
  await expect(page.getByText('Keen gardener, two streets from the park.')).toBeVisible();
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Profile picture removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
});

test('a neighbour changes their password, other sessions end, and the new password logs in', async ({
  page,
  request,
}) => {
  const { email, token: otherDevice } = await neighbour(request);
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/settings');
  const form = page.getByRole('region', { name: 'Change password' });

  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await expect(form.getByText('New password is required')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill('not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill('willow-lane-4821');
  await form.getByLabel('Confirm new password', { exact: true }).fill('willow-lane-4822');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm new password', { exact: true }).fill('willow-lane-4821');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();

  // The other session is gone; this one still works.
  const other = await request.get('/api/v1/users/profile/me', { headers: auth(otherDevice) });
  expect(other.status()).toBe(401);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Nia Brooks' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'willow-lane-4821');
});

test('notification preferences are saved and still there after a reload', async ({ page, request }) => {
  const { email } = await neighbour(request);
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Notification preferences' });
  const follows = section.getByRole('group', { name: 'Someone follows me' });
  const rentals = section.getByRole('group', { name: 'A rental request matches my keywords' });
  const loans = section.getByRole('group', { name: 'Someone lends me an item, or a loan is completed' });

  // The defaults: rental matches in the app and by e-mail, follows in the app only.
  await expect(rentals.getByLabel('By e-mail')).toBeChecked();
  await expect(follows.getByLabel('In the app')).toBeChecked();
  await expect(follows.getByLabel('By e-mail')).not.toBeChecked();

  await follows.getByLabel('By e-mail').check();
  await rentals.getByLabel('In the app').uncheck();
  await expect(loans.getByLabel('By e-mail')).toBeChecked();
  await loans.getByLabel('By e-mail').uncheck();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(section.getByText('Notification preferences saved')).toBeVisible();

  await page.reload();
  await expect(follows.getByLabel('By e-mail')).toBeChecked();
  await expect(rentals.getByLabel('In the app')).not.toBeChecked();
  await expect(rentals.getByLabel('By e-mail')).toBeChecked();
  await expect(loans.getByLabel('By e-mail')).not.toBeChecked();
  await expect(loans.getByLabel('In the app')).toBeChecked();
});

test('a neighbour deletes their account with their password and is signed out', async ({ page, request }) => {
  const { email } = await neighbour(request);
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/settings');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to delete your account')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ourhoodToken'))).toBeNull();

  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('a neighbour sets quiet hours and a weekly digest, and stops comment e-mails from the link in one', async ({
  page,
  request,
}) => {
  const ada = await neighbour(request, 'Ada', 'Quayle');
  const bob = await neighbour(request, 'Bob', 'Reyes');
  await logIn(page, ada.email, PASSWORD);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Quiet hours and digest' });
  await section.getByLabel(/Hold e-mails during quiet hours/).check();
  await section.getByLabel('From').fill('21:30');
  await section.getByLabel('Until').fill('06:45');
  await section.getByLabel('Time zone').selectOption('Europe/Lisbon');
  await section.getByRole('radio', { name: /Weekly/ }).check();
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText('Notification schedule saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Quiet hours and digest' });
  await expect(reloaded.getByLabel('From')).toHaveValue('21:30');
  await expect(reloaded.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
  await expect(reloaded.getByRole('radio', { name: /Weekly/ })).toBeChecked();
  // Quiet hours that hold this test's e-mail would make it wait for Lisbon's morning: off again.
  await reloaded.getByLabel(/Hold e-mails during quiet hours/).uncheck();
  await reloaded.getByRole('button', { name: 'Save schedule' }).click();
  await expect(reloaded.getByText('Notification schedule saved')).toBeVisible();

  // Comment e-mails on; Bob comments; the e-mail carries a one-click unsubscribe link.
  const preferences = await request.patch('/api/v1/users/profile/notification-preferences', {
    headers: auth(ada.token),
    data: { comment_on_post: { email: true } },
  });
  expect(preferences.status()).toBe(200);
  const post = await request.post('/api/v1/posts/create-post', {
    headers: auth(ada.token),
    multipart: { content: 'Anyone for a litter pick on Sunday?' },
  });
  const postId = ((await post.json()) as { data: { id: string } }).data.id;
  const comment = await request.post('/api/v1/comments/create-comment', {
    headers: auth(bob.token),
    data: { post_id: postId, content: 'Count me in' },
  });
  expect(comment.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(ada.email)}&format=json`);
      const mails = ((await response.json()) as { data: { subject: string; text: string }[] }).data;
      const mail = mails.find((each) => each.subject.includes('Bob Reyes'));
      link = /Stop e-mails like this one: \S*(\/unsubscribe\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');

  // The link works in a browser that is not signed in.
  const visitor = await page.context().browser()!.newContext();
  const open = await visitor.newPage();
  await open.goto(link);
  await expect(open.getByText('Someone comments on my post')).toBeVisible();
  await open.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(open.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
  await visitor.close();
  const after = await request.get('/api/v1/users/profile/notification-preferences', { headers: auth(ada.token) });
  expect(((await after.json()) as { data: { comment_on_post: unknown } }).data.comment_on_post).toEqual({
    in_app: true,
    email: false,
    push: true,
  });
});
