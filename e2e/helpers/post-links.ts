import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { PASSWORD, uniqueEmail, verifiedAccount } from './accounts.js';

/**
 * A copied post link opened by someone not signed in, in a fresh context: it asks them to log in
 * with the way back kept, and after they do (as a new neighbour) it shows the post with `text`.
 */
export async function opensPostAfterSignIn(
  browser: Browser,
  request: APIRequestContext,
  post: { link: string; id: string; text: string },
): Promise<void> {
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(post.link);
    await expect(visitor).toHaveURL(new RegExp(`/login\\?next=%2Fdashboard%2Fpost%2F${post.id}$`));
    const email = uniqueEmail('visitor');
    await verifiedAccount(request, 'user', email, { first_name: 'Dee', last_name: 'Visitor' });
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/dashboard/post/${post.id}$`));
    await expect(visitor.getByRole('article')).toContainText(post.text);
  } finally {
    await fresh.close();
  }
}
