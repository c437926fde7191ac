import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import { LOCALES_DIR } from '../../paths.js';

/**
 * API `message` texts in the caller's language (issue 41, decision 0073). The texts are written in
 * English once (the contract's `*Messages` objects, AppError's defaults); the catalogs
 * (packages/contract/locales/<locale>.po, `npm run i18n:extract-contract`) translate each by
 * Lingui's generated id of its English text, as the web app's catalogs do, so a text is translated
 * wherever it was built. A text without a translation stays English.
 */
export interface MessageCatalogs {
  /** `english` in `locale`, or `english` itself when the catalog has no translation of it. */
  translate(locale: Locale, english: string): string;
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
 * Catalogs read from `dir` on first use of each locale, not at start: a server whose callers all
 * ask for English never reads one (decision 0055, a start runs only what every server uses). One
 * file of a few dozen kB, read once per locale and process, so the read is synchronous.
 */
export function createMessageCatalogs(dir: string = LOCALES_DIR): MessageCatalogs {
  const loaded = new Map<Locale, LoadedCatalog>();
  const catalogOf = (locale: Locale): LoadedCatalog => {
    let catalog = loaded.get(locale);
    if (!catalog) {
      const messages = compileCatalog(fs.readFileSync(path.join(dir, `${locale}.po`), 'utf8'));
      catalog = { i18n: setupI18n({ locale, messages: { [locale]: messages } }), rendered: new Map() };
      loaded.set(locale, catalog);
    }
    return catalog;
  };
  return {
    translate(locale, english) {
      if (locale === SOURCE_LOCALE || !english) return english;
      const { i18n, rendered } = catalogOf(locale);
      const known = rendered.get(english);
      if (known !== undefined) return known;
      const id = generateMessageId(english);
      if (!(id in i18n.messages)) return english;
      const translated = i18n._(id);
      rendered.set(english, translated);
      return translated;
    },
  };
}
