import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { LOCALE_DETAILS, SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import type { MailOutboxTable } from '../../db/schema.js';
import { inEnglish, type Translate } from '../../lib/i18n/catalogs.js';
import { DevOutboxMessages } from '../../lib/i18n/server-messages.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A plain page without inline scripts or styles, so the strict CSP holds; its labels in `locale`
 * (the request's Accept-Language), the mail as it was sent.
 */
// Readable on a phone (issue 42): the page is where a newcomer reads a sign-up code. Long lines of
// a message wrap instead of widening the page.
const OUTBOX_STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color-scheme:light dark}',
  'h1{font-size:1.5rem}h2{font-size:1.1rem;margin-bottom:.25rem;overflow-wrap:anywhere}',
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:rgba(127,127,127,.12);padding:.75rem;border-radius:.5rem}',
].join('');

/** The page's own policy: nothing but its one style block (the API's default allows nothing). */
export const OUTBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(OUTBOX_STYLE).digest('base64')}'; frame-ancestors 'none'`;

export function renderOutboxPage(
  messages: Selectable<MailOutboxTable>[],
  locale: Locale = SOURCE_LOCALE,
  t: Translate = inEnglish,
): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>${escapeHtml(t(DevOutboxMessages.to, { recipient: message.recipient, date: new Date(message.created_at).toISOString() }))}</p>
<pre>${escapeHtml(message.text_body)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  const title = escapeHtml(t(DevOutboxMessages.title));
  // The sentence is escaped whole, then the filter (markup) put where the translation placed it.
  const marker = '\u0000';
  const intro = escapeHtml(t(DevOutboxMessages.intro, { filter: marker })).replace(marker, '<code>?to=email</code>');
  return `<!doctype html>
<html lang="${locale}" dir="${LOCALE_DETAILS[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>${OUTBOX_STYLE}</style></head>
<body>
<h1>${title}</h1>
<p>${intro}</p>
${items || `<p>${escapeHtml(t(DevOutboxMessages.empty))}</p>`}
</body></html>`;
}
