import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import { LOCALES_DIR } from '../../paths.js';

/** The named values of an ICU message ('{name} commented on "{title}"'). */
export type MessageValues = Record<string, string | number>;

/** A text in one language: `english` (an ICU message when `values` are given) translated and formatted. */
export type Translate = (english: string, values?: MessageValues) => string;

/**
 * API `message` texts, e-mails, notification sentences and push texts in a person's language
 * (issue 41, decision 0073). The texts are written in English once (the contract's and the API's
 * `*Messages` objects, AppError's defaults); the catalogs (packages/contract/locales/<locale>.po,
 * `npm run i18n:extract-contract`) translate each by Lingui's generated id of its English text, as
 * the web app's catalogs do, so a text is translated wherever it was built. A text without a
 * translation stays English. A text with values is an ICU message: English and translations are
 * formatted by the same Lingui path, so the placeholders and plurals work alike in every language.
 */
export interface MessageCatalogs {
  /**
   * `english` in `locale`, or `english` itself when the catalog has no translation of it. With
   * `values`, `english` is an ICU message and its (translated) form is formatted with them.
   */
  translate(locale: Locale, english: string, values?: MessageValues): string;
  /** `translate` bound to one locale, for code that writes many texts for one person. */
  translator(locale: Locale): Translate;
}

interface LoadedCatalog {
  i18n: I18n;
  /** Translations already rendered: the set is bounded by the catalog (untranslated texts are not kept). */
  rendered: Map<string, string>;
}

/** The compiled messages of one PO file: every translated, current entry, keyed by Lingui's id. */
export function compileCatalog(poText: string): Messages {
  const messages: Messages = {};
  for (const item of PO.parse(poText).items) {
    const translation = item.msgstr[0];
    if (item.obsolete || !translation) continue;
    messages[generateMessageId(item.msgid, item.msgctxt)] = compileMessage(translation);
  }
  return messages;
}

/**
 * Numbers in a plural's `#` are formatted by Intl for the locale; Latin digits everywhere (decision
 * 0073: Arabic texts use Western digits, as the limits in API texts do).
 */
const formattingLocale = (locale: Locale): string => `${locale}-u-nu-latn`;

/**
 * The English source messages with values, compiled on first use: English goes through the same
 * formatter as translations, so a plural or a placeholder reads the same way in every language.
 * Bounded by the messages the code holds.
 */
function createSourceFormatter(): (english: string, values: MessageValues) => string {
  const i18n = setupI18n({
    locale: SOURCE_LOCALE,
    locales: [formattingLocale(SOURCE_LOCALE)],
    messages: { [SOURCE_LOCALE]: {} },
  });
  const compiled = new Set<string>();
  return (english, values) => {
    const id = generateMessageId(english);
    if (!compiled.has(id)) {
      i18n.load(SOURCE_LOCALE, { [id]: compileMessage(english) });
      compiled.add(id);
    }
    return i18n._(id, values);
  };
}

/**
 * Catalogs read from `dir` on first use of each locale, not at start: a server whose callers all
 * ask for English never reads one (decision 0055, a start runs only what every server uses). One
 * file of a few dozen kB, read once per locale and process, so the read is synchronous.
 */
export function createMessageCatalogs(dir: string = LOCALES_DIR): MessageCatalogs {
  const loaded = new Map<Locale, LoadedCatalog>();
  const formatSource = createSourceFormatter();
  const catalogOf = (locale: Locale): LoadedCatalog => {
    let catalog = loaded.get(locale);
    if (!catalog) {
      const messages = compileCatalog(fs.readFileSync(path.join(dir, `${locale}.po`), 'utf8'));
      const i18n = setupI18n({ locale, locales: [formattingLocale(locale)], messages: { [locale]: messages } });
      catalog = { i18n, rendered: new Map() };
      loaded.set(locale, catalog);
    }
    return catalog;
  };
  const translate = (locale: Locale, english: string, values?: MessageValues): string => {
    if (values) {
      if (locale !== SOURCE_LOCALE) {
        const { i18n } = catalogOf(locale);
        const id = generateMessageId(english);
        if (id in i18n.messages) return i18n._(id, values);
      }
      return formatSource(english, values);
    }
    if (locale === SOURCE_LOCALE || !english) return english;
    const { i18n, rendered } = catalogOf(locale);
    const known = rendered.get(english);
    if (known !== undefined) return known;
    const id = generateMessageId(english);
    if (!(id in i18n.messages)) return english;
    const translated = i18n._(id);
    rendered.set(english, translated);
    return translated;
  };
  return {
    translate,
    translator: (locale) => (english, values) => translate(locale, english, values),
  };
}

let shared: MessageCatalogs | undefined;

/**
 * The process's catalogs of the committed PO files: one parse per locale however many app
 * instances (tests, workers) or jobs use them.
 */
export function messageCatalogs(): MessageCatalogs {
  shared ??= createMessageCatalogs();
  return shared;
}

/** English formatting of ICU messages, for code that has no locale (logs, defaults). */
export const inEnglish: Translate = (english, values) => messageCatalogs().translate(SOURCE_LOCALE, english, values);
