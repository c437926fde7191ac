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
<html lang="${locale}" dir="${LOCALE_DETAILS[locale].dir}"><head><meta charset="utf-8"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>${intro}</p>
${items || `<p>${escapeHtml(t(DevOutboxMessages.empty))}</p>`}
</body></html>`;
}
