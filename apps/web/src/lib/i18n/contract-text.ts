import { i18n } from '@lingui/core';
import { CONTRACT_ID_PREFIX } from './contract-text-id';
import { accentPseudo, loadCatalog } from './catalogs';
import { PSEUDO_LOCALE } from './locale-choice';

// The contract's texts in the page's language (decision 0072): loaded with the first module that
// shows one; English needs no catalog (the text is the English).
loadCatalog('contract', {
  fr: () => import('../../../../../packages/contract/locales/fr.po?contract'),
  es: () => import('../../../../../packages/contract/locales/es.po?contract'),
  'pt-BR': () => import('../../../../../packages/contract/locales/pt-BR.po?contract'),
  de: () => import('../../../../../packages/contract/locales/de.po?contract'),
  ar: () => import('../../../../../packages/contract/locales/ar.po?contract'),
});

/**
 * An English text of the contract (a form error from its schemas, a trust level's name, a report
 * reason) in the page's language; the English when the catalog has no translation of it. Words
 * the server wrote already in the page's language (it reads Accept-Language) pass unchanged, but
 * are accented in the pseudo-locale like every message, so the e2e sees them handled.
 */
export function contractText(english: string): string {
  if (i18n.locale === PSEUDO_LOCALE) return accentPseudo(english);
  const id = CONTRACT_ID_PREFIX + english;
  return id in i18n.messages ? i18n._(id) : english;
}

/**
 * An ICU message of the contract with its values (`rateLimitWaitMessage`), in the page's language;
 * `english` (the same text, formatted in English by the contract) when the catalog has none.
 */
export function contractMessage(message: string, values: Record<string, number> | undefined, english: string): string {
  if (i18n.locale === PSEUDO_LOCALE) return accentPseudo(english);
  const id = CONTRACT_ID_PREFIX + message;
  return id in i18n.messages ? i18n._(id, values) : english;
}

/** contractText of a form error's message, when there is one. */
export function contractTextOf(english: string | undefined): string | undefined {
  return english === undefined ? undefined : contractText(english);
}
