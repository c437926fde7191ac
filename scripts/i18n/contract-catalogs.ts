/**
 * The catalogs of API `message` texts (issue 41, decision 0073): every English text of the
 * contract's exported `*Messages` / `*Message` objects (AppError's defaults are ErrorMessage's)
 * and of the API's own ServerMessages, written as one gettext PO file per locale in Lingui's
 * format with generated ids (msgid = the English text, `#. js-lingui-id:` its id), so the server
 * (apps/api/src/lib/i18n/catalogs.ts) and Lingui's tools read them alike.
 * and of the API's own (lib/i18n/all-messages.ts). A text with values is an ICU message
 * ('{name} commented on your post "{title}"', plurals as `{count, plural, one {…} other {…}}`):
 * its msgid is the ICU source and its translation keeps the same placeholders.
 * Texts built by functions (RateLimitMessages.wait) are not listed: their calls stay English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import * as contract from '@ourhood/contract';
import { SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from '@ourhood/contract';
import * as server from '../../apps/api/src/lib/i18n/all-messages.js';
import { markAwaitingReview } from './review-mark.js';

export const CATALOG_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/contract/locales',
);

/** Each English text once, with where it is defined ("AuthMessages.emailExists"), in source order. */
export type SourceMessages = Map<string, string[]>;

/** Objects of texts people read: messages, and the labels and names the web app shows as they are. */
const MESSAGE_OBJECT = /(Messages?|Labels|Names)$/;

function collect(value: unknown, origin: string, into: SourceMessages): void {
  if (typeof value === 'string') {
    if (!value.trim()) return;
    const origins = into.get(value) ?? [];
    origins.push(origin);
    into.set(value, origins);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) collect(inner, `${origin}.${key}`, into);
  }
}

/** The texts the code holds now, read from the modules themselves (no parsing of source). */
export function currentMessages(): SourceMessages {
  const messages: SourceMessages = new Map();
  // Sorted by name: a module namespace lists its exports in an order that differs between loaders.
  const objects: Array<[string, unknown]> = [
    ...Object.entries(contract).filter(([name]) => MESSAGE_OBJECT.test(name)),
    // Every export: the module lists only the API's message objects.
    ...Object.entries(server),
  ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of objects) collect(value, name, messages);
  return messages;
}

function header(locale: Locale): string {
  return [
    'msgid ""',
    'msgstr ""',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Generator: npm run i18n:extract-contract\\n"',
    `"Language: ${locale}\\n"`,
  ].join('\n');
}

function item(msgid: string, msgstr: string, origins: string[], obsolete: boolean): string {
  const entry = new PO.Item();
  entry.msgid = msgid;
  entry.msgstr = [msgstr];
  entry.extractedComments = [`js-lingui-id: ${generateMessageId(msgid)}`];
  entry.references = origins;
  entry.obsolete = obsolete;
  return entry.toString();
}

/**
 * The catalog of `locale` for `messages`, keeping the translations of `previous` (the file as it
 * is): a current text keeps its translation, a translated text no longer in the code stays as an
 * obsolete entry (`#~`) so a translation is not lost when a text comes back, and the source
 * locale translates every text as itself. The same input always writes the same bytes.
 */
export function buildCatalog(locale: Locale, messages: SourceMessages, previous?: string): string {
  const translations = new Map<string, string>();
  if (previous) {
    for (const entry of PO.parse(previous).items) {
      if (entry.msgstr[0]) translations.set(entry.msgid, entry.msgstr[0]);
    }
  }
  const entries = [...messages].map(([msgid, origins]) =>
    item(msgid, locale === SOURCE_LOCALE ? msgid : (translations.get(msgid) ?? ''), origins, false),
  );
  const obsolete = [...translations]
    .filter(([msgid]) => !messages.has(msgid) && locale !== SOURCE_LOCALE)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([msgid, msgstr]) => item(msgid, msgstr, [], true));
  return markAwaitingReview(`${[header(locale), ...entries, ...obsolete].join('\n\n')}\n`, locale);
}

export function catalogPath(locale: Locale): string {
  return path.join(CATALOG_DIR, `${locale}.po`);
}

export function readCatalog(locale: Locale): string | undefined {
  try {
    return fs.readFileSync(catalogPath(locale), 'utf8');
  } catch {
    return undefined;
  }
}

/** Every locale's catalog as the code says it should be now. */
export function extractedCatalogs(): Map<Locale, string> {
  const messages = currentMessages();
  return new Map(SUPPORTED_LOCALES.map((locale) => [locale, buildCatalog(locale, messages, readCatalog(locale))]));
}
