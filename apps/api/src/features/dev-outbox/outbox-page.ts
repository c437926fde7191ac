import type { Selectable } from 'kysely';
import type { MailOutboxTable } from '../../db/schema.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page without inline scripts or styles, so the strict CSP holds. */
export function renderOutboxPage(messages: Selectable<MailOutboxTable>[]): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To ${escapeHtml(message.recipient)} · ${new Date(message.created_at).toISOString()}</p>
<pre>${escapeHtml(message.text_body)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox</title></head>
<body>
<h1>Local outbox</h1>
<p>Mail the server would have sent (no SMTP server is configured). Newest first. Filter with <code>?to=email</code>.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
