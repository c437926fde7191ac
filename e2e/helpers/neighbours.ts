import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './accounts.js';

export interface Neighbour {
  email: string;
  token: string;
}

/** Where a spec's neighbours live: each spec keeps to its own city, so spec files running in parallel do not meet. */
export const Cities = {
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  melbourne: { latitude: -37.8136, longitude: 144.9631 },
  nairobi: { latitude: -1.2921, longitude: 36.8219 },
} as const;

/** A verified neighbour placed in `city` through the API. */
export async function placedNeighbour(
  request: APIRequestContext,
  first_name: string,
  last_name: string,
  city: { latitude: number; longitude: number },
): Promise<Neighbour> {
  const email = uniqueEmail(first_name.toLowerCase());
  await verifiedAccount(request, 'user', email, { first_name, last_name });
  const token = await apiToken(request, email);
  const moved = await request.patch('/api/v1/users/profile/update-location', {
    headers: { authorization: `Bearer ${token}` },
    data: city,
  });
  expect(moved.status()).toBe(200);
  return { email, token };
}

/** A page of a fresh browser context, signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: { password?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  await logIn(page, email, options.password ?? PASSWORD);
  return page;
}
