import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test`, with one addition: the browser contexts a test opens itself
 * (`browser.newContext()`, e.g. a second neighbour) are closed when it ends. Playwright closes only
 * its own `context` fixture; the others stayed open for the worker's whole life, each signed-in
 * page holding its notification stream, until the server's limit of 20 streams per address
 * answered a later test's stream with 429.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
