import { RateLimitMessages } from '@ourhood/contract';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * What a throttled page document answers (issue 39): a small page a person can read, not the API's
 * JSON, which the browser showed raw. It reloads itself once the wait is over; no script or inline
 * style, which the CSP forbids.
 */
export function throttledPageHtml(productName: string, retryAfterSeconds: number): string {
  const name = escapeHtml(productName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>${name}: ${escapeHtml(RateLimitMessages.pageTitle)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(RateLimitMessages.pageTitle)}</h1>
<p>${escapeHtml(RateLimitMessages.wait(retryAfterSeconds))}</p>
<p>${escapeHtml(RateLimitMessages.pageReload)}</p>
</main>
</body>
</html>
`;
}
