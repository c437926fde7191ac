import { randomBytes } from 'node:crypto';
import { expect, test } from './helpers/test.js';
import { PASSWORD, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';

// Photos sent ahead of their post (issue 40, decision 0089), on a phone: each photo is uploaded
// as it is chosen, one the server cannot use says why under it and holds Post back until it is
// removed, and the post then carries the prepared one.

const uniqueWord = () => `zp${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test('on a phone, a photo the server refuses says why and holds Post back; the good one is posted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('photo-ahead');
  await verifiedAccount(request, 'user', email, { first_name: 'Ayo', last_name: 'Bello' });
  await logIn(page, email, PASSWORD);

  await page.getByRole('button', { name: "Hey Ayo, what's happening in your hood?" }).click();
  const composer = page.getByRole('dialog', { name: 'Create a post' });
  const word = uniqueWord();
  await composer.getByLabel("What's happening?").fill(`Plant swap on Saturday ${word}`);
  const uploads = [
    page.waitForResponse((answer) => answer.url().endsWith('/api/v1/posts/photo-uploads') && answer.status() === 202),
    page.waitForResponse((answer) => answer.url().endsWith('/api/v1/posts/photo-uploads') && answer.status() === 415),
  ];
  // A file named like a photo that is none: the server reads its first bytes and refuses it.
  await composer
    .getByLabel('Add photos')
    .setInputFiles([
      pngFile('ferns.png', [30, 140, 60]),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain words, not a picture') },
    ]);
  await Promise.all(uploads);
  const refusal = composer.getByText('Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF/HEIC.');
  await expect(refusal).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Post is held back while a photo cannot be used: nothing is sent.
  let posted = false;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/posts/create-post')) posted = true;
  });
  const post = composer.getByRole('button', { name: 'Post', exact: true });
  await post.click();
  // The attempt is over (the button is Post again, not Posting...) and the dialog stays.
  await expect(post).toBeEnabled();
  await expect(composer).toBeVisible();
  expect(posted).toBe(false);

  await composer.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(refusal).toBeHidden();
  await expect(composer.getByText('Preparing photo…')).toBeHidden();
  await post.click();
  await expect(composer).toBeHidden();
  expect(posted).toBe(true);

  const card = page.getByRole('article').filter({ hasText: word });
  await expect(card.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  const thumbnail = card.getByRole('list', { name: 'Photos' }).getByRole('img').first();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Nothing on the phone scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
