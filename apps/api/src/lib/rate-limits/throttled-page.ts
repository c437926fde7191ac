import { LOCALE_DETAILS, rateLimitWaitMessage, RateLimitMessages, SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import { inEnglish, type Translate } from '../i18n/catalogs.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * What a throttled page document answers (issue 39): a small page a person can read, not the API's
 * JSON, which the browser showed raw. It reloads itself once the wait is over; no script or inline
 * style, which the CSP forbids. In `locale` (the request's Accept-Language) with `t` its catalog.
 */
export function throttledPageHtml(
  productName: string,
  retryAfterSeconds: number,
  locale: Locale = SOURCE_LOCALE,
  t: Translate = inEnglish,
): string {
  const name = escapeHtml(productName);
  const title = escapeHtml(t(RateLimitMessages.pageTitle));
  const wait = rateLimitWaitMessage(retryAfterSeconds);
  return `<!doctype html>
<html lang="${locale}" dir="${LOCALE_DETAILS[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>${name}: ${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(wait.message, wait.values))}</p>
<p>${escapeHtml(t(RateLimitMessages.pageReload))}</p>
</main>
</body>
</html>
`;
}
