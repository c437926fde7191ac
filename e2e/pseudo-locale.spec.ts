import { expect, test, type Page } from './helpers/test.js';
import { logInAnyLanguage, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { neighbourScreens, organizationScreens } from './helpers/dashboard-screens.js';
import { publicPages } from './public-routes.js';

/**
 * The pseudo-locale (decision 0072): every message accented and 35 % longer. Any plain English left
 * on a screen escaped translation; any screen wider than a 360 px phone broke with longer text;
 * every dashboard screen has one h1 (issue 42).
 */

/** Words that are not messages: names this spec gives its accounts, the product, the languages' own names. */
const NOT_MESSAGES = [
  'Ourhood',
  'Nia',
  'Brooks',
  'Bikes',
  'English',
  'Français',
  'Español',
  'Português',
  'Brasil',
  'Deutsch',
  'AGPL',
];

/**
 * What the API answered this page: people's words (posts, names, titles) and the server's own
 * texts, which are not the web app's messages (the API's are checked by its own tests). Collected
 * from every JSON answer, so a screen full of neighbours' posts still reads as translated.
 */
const dataTexts = new WeakMap<Page, Set<string>>();
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (/[A-Za-z]{3,}/.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}
function watchApiData(page: Page): void {
  const texts = new Set<string>();
  dataTexts.set(page, texts);
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/') || !response.headers()['content-type']?.includes('json')) return;
    collectStrings(await response.json().catch(() => undefined), texts);
  });
}

/** Visible text with a plain (unaccented) word of three letters or more, and where it is. */
async function untranslatedTexts(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        // Dates and times are Intl's, not messages.
        parent.closest('script, style, noscript, [aria-hidden="true"], [hidden], option, [translate="no"], time')
      )
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.trim() ?? '';
      if (/[A-Za-z]{3,}/.test(text)) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]:not(time)'))) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value && /[A-Za-z]{3,}/.test(value)) texts.push(`${name}=${value}`);
      }
    }
    if (/[A-Za-z]{3,}/.test(document.title.replace('Ourhood', ''))) texts.push(`title=${document.title}`);
    return texts;
  });
  // The API's words (a post's text reaches the page in pieces, around its mentions and links).
  const dataWords = new Set([...(dataTexts.get(page) ?? [])].flatMap((value) => value.match(/[A-Za-z]{3,}/g) ?? []));
  return found.filter((text) => {
    const rest = text.replace(/^(aria-label|placeholder|title)=/, '');
    const words = (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !dataWords.has(word));
    // Codes and acronyms (USD, UTC, JPEG) are the same in every language.
    return words.some(
      (word) => !NOT_MESSAGES.includes(word) && word !== word.toUpperCase() && !/@|\.test|https?:/.test(text),
    );
  });
}

async function expectAllTranslated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // Read the screen once its first requests are answered (nothing says it is loading).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Asked again until it holds: the API's words are gathered as each answer's body is read, which
  // may finish after the screen has shown it. The service worker's first activation may reload the
  // page once: read it again then.
  await expect
    .configure({ soft: true })
    .poll(
      () =>
        untranslatedTexts(page).catch(async () => {
          await page.waitForLoadState('load');
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          return untranslatedTexts(page);
        }),
      { message: `plain English on ${path}` },
    )
    .toEqual([]);
  // One h1 per screen (issue 42): where a screen reader's list of headings starts.
  if (path.startsWith('/dashboard')) await expect.soft(page.locator('h1'), `h1 elements on ${path}`).toHaveCount(1);
  const wider = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // The innermost elements that reach past the screen's edge, to say what broke.
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .map((element) => element.closest('svg')?.parentElement ?? element)
      .slice(0, 5)
      .map((element) => `${element.outerHTML.slice(0, 160)}`);
  });
  expect.soft(wider, `${path} is wider than the screen`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  watchApiData(page);
  await page.addInitScript(() => localStorage.setItem('ourhood-locale', 'pseudo'));
});

// 360 px: the narrowest phones in common use (issue 42: no screen wider than that).
test.describe('every screen in the pseudo-locale, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the public pages and the sign-in screens', async ({ page }) => {
    test.setTimeout(120_000);
    for (const { path } of publicPages) await expectAllTranslated(page, path);
    for (const path of ['/login', '/signup', '/forgot-password', '/verification', '/reset-password']) {
      await expectAllTranslated(page, path);
    }
  });

  test("a neighbour's screens", async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('pseudo');
    await verifiedAccount(request, 'user', email);
    await logInAnyLanguage(page, email);
    for (const path of neighbourScreens) await expectAllTranslated(page, path);
  });

  test("an organization's screens", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('pseudo-org');
    await verifiedAccount(request, 'organization', email);
    await logInAnyLanguage(page, email);
    for (const path of organizationScreens) await expectAllTranslated(page, path);
  });
});
