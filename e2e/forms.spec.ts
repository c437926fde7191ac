import { expect, test, type Locator } from './helpers/test.js';
import { PASSWORD, logIn, submitSignUpForm, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { pngFile } from './helpers/images.js';

/** The field shows this error under itself: aria-invalid, and aria-describedby naming the error text. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
}

test('every error of a form shows at once under its field, and focus goes to the first bad field', async ({ page }) => {
  await page.goto('/signup?type=organization');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please fix the errors below and try again.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  for (const [label, message] of [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Business name', 'Business name is required'],
    ['Email', 'Email is required'],
    ['Password', 'Password is required'],
    ['Confirm password', 'Please confirm your password'],
  ] as const) {
    await expectFieldError(page.getByLabel(label, { exact: true }), message);
  }

  // The first bad field in page order, not the order the fields were registered in.
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('Password', { exact: true }).fill('lantern-harbour-27');
  await page.getByLabel('Confirm password', { exact: true }).fill('lantern-harbour-28');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await expectFieldError(page.getByLabel('Business name'), 'Business name is required');
  await expectFieldError(page.getByLabel('Confirm password', { exact: true }), 'Passwords do not match');
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');

  // Editing a field clears its own error (spec §4), not the others'.
  await page.getByLabel('Business name').fill('Byrne Bikes');
  await expect(page.getByText('Business name is required')).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test("the server's field error (a taken e-mail on sign-up) shows under the e-mail field", async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await verifiedAccount(request, 'user', email);
  await page.goto('/signup');
  await submitSignUpForm(page, email, { first_name: 'Ada', last_name: 'Byrne' }, 'lantern-harbour-27');

  const field = page.getByLabel('Email');
  await expectFieldError(field, 'An account with this email already exists.');
  await expect(field).toBeFocused();
  // The banner keeps the spec §8 text.
  await expect(
    page.getByText('An account with this email already exists. Please log in or use a different email.'),
  ).toBeVisible();
  await field.fill(uniqueEmail('fresh'));
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('the image picker previews the chosen files, removes them, and refuses what is not an image', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('picker');
  await verifiedAccount(request, 'user', email, { first_name: 'Pia', last_name: 'Kerr' });
  await logIn(page, email, PASSWORD);
  await page.getByRole('button', { name: /what's happening in your hood\?/ }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  const picker = composer.getByLabel('Add photos');

  // Reachable from the keyboard: Tab from the text lands on the picker.
  await composer.getByLabel("What's happening?").focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();

  await picker.setInputFiles([pngFile('red.png', [220, 40, 40]), pngFile('blue.png', [40, 60, 220])]);
  const previews = composer.getByRole('list', { name: 'Selected photos' }).getByRole('img');
  await expect(previews).toHaveCount(2);
  await expect(previews.first()).toHaveAttribute('alt', 'Selected photo 1: red.png');
  await expect.poll(() => previews.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await expect(composer.getByText('2 of 4 photos.', { exact: false })).toBeVisible();

  await composer.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(previews).toHaveCount(1);
  await expect(previews.first()).toHaveAttribute('alt', 'Selected photo 1: blue.png');
  await expect(picker).toBeFocused();

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(composer.getByText('Please choose an image file')).toBeVisible();
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(previews).toHaveCount(1);

  await composer.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(composer.getByRole('list', { name: 'Selected photos' })).toHaveCount(0);
});
