import { matchLocale, parseAcceptLanguage, type Locale } from '@ourhood/contract';

/**
 * The locale a request asks for by its Accept-Language header, or undefined when none of ours
 * matches. API clients ask by header, so this (not the account's saved language) picks the
 * language of `message` texts; sign-up stores it as the account's language.
 */
export function requestedLocale(acceptLanguage: string | string[] | undefined): Locale | undefined {
  // Node joins repeated headers, but a test or proxy may hand an array: read the first.
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return matchLocale(parseAcceptLanguage(header));
}
