import { i18n, type Messages } from '@lingui/core';
import { REVIEW_LOCALES, SOURCE_LOCALE } from '@ourhood/contract/locales';
import { applyDocumentLocale, initialLocale, PSEUDO_LOCALE, type ActiveLocale } from './locale-choice';

/** One catalog's compiled messages per locale, each its own chunk (build-plugins/catalog-imports.ts). */
export type CatalogLoaders = Partial<Record<string, () => Promise<{ messages: Messages }>>>;

/** The catalogs this page has needed so far (the shell's, then each feature's as its screens load). */
const registered = new Map<string, CatalogLoaders>();

/**
 * A language awaiting review loads every catalog at once (build-plugins/review-catalogs.ts): the
 * modules' loaders name only the complete languages.
 */
function reviewLoader(
  locale: string,
  name: string,
  english: (() => Promise<{ messages: Messages }>) | undefined,
): (() => Promise<{ messages: Messages }>) | undefined {
  if (!(REVIEW_LOCALES as readonly string[]).includes(locale)) return undefined;
  return async () => {
    const { reviewBundles } = await import('virtual:ourhood-review-catalogs');
    const messages = (await reviewBundles[locale]?.())?.catalogs[name];
    return messages ? { messages } : ((await english?.()) ?? { messages: {} });
  };
}

// The pseudo-locale's accenting, once its table has loaded (below): texts that are not messages
// (the contract's, Intl's weekday names) are accented with it; the identity until then.
let pseudoAccent: (text: string) => string = (text) => text;

/** A text that is not a message, accented as the pseudo-locale accents messages (e2e). */
export function accentPseudo(text: string): string {
  return pseudoAccent(text);
}

async function loadInto(locale: ActiveLocale, loaders: CatalogLoaders, name: string): Promise<void> {
  const source = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  // The pseudo-locale's accent table loads only for it (e2e), never with a real language.
  const pseudo = locale === PSEUDO_LOCALE ? await import('./pseudo-locale') : undefined;
  if (pseudo) pseudoAccent = pseudo.pseudoText;
  const load = loaders[source] ?? reviewLoader(source, name, loaders[SOURCE_LOCALE]) ?? loaders[SOURCE_LOCALE];
  if (!load) return;
  const { messages } = await load();
  i18n.load(locale, pseudo ? pseudo.pseudoLocalize(messages) : messages);
}

/** Catalogs asked for and not loaded yet: what a screen waits for before it first renders. */
const pending = new Set<Promise<void>>();

/**
 * The language being switched to while its catalogs load (switchLocale). A module evaluated
 * meanwhile (a lazily loaded screen arriving as the person picks a language) loads its catalog in
 * it too: the switch took the catalogs registered when it began, and the page showed that
 * screen's message ids once it activated the language.
 */
let switchingTo: ActiveLocale | undefined;

/**
 * Called by every module that shows messages as it is evaluated (build-plugins/catalog-imports.ts):
 * starts loading the module's catalog for the active language, once per catalog. Not awaited
 * there: a top-level await in modules that Rollup groups into chunks which import each other can
 * run one chunk's code before another's bindings exist. Screens wait with catalogsReady instead.
 */
export function loadCatalog(name: string, loaders: CatalogLoaders): void {
  // The first catalog of the page starts the language: nothing shows a message before it.
  ensureLocaleStarted();
  if (registered.has(name)) return;
  registered.set(name, loaders);
  const locales = new Set([i18n.locale as ActiveLocale, ...(switchingTo ? [switchingTo] : [])]);
  const loading = Promise.all([...locales].map((locale) => loadInto(locale, loaders, name)))
    .then(() => {})
    .catch((error: unknown) => {
      // Offline, or a build replaced under an open tab: the page still shows (its words as ids
      // until then) and the next module of this catalog asks again.
      registered.delete(name);
      console.warn(`The messages of ${name} could not be loaded`, error);
    })
    .finally(() => pending.delete(loading));
  pending.add(loading);
}

/**
 * Resolves once every catalog asked for so far is loaded: awaited before the first render and by
 * every lazily loaded module (lib/i18n/lazy-with-messages.ts) after it is imported, so nothing
 * renders before its words are there.
 */
export async function catalogsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/**
 * Switches the whole page: every catalog loaded so far, and any asked for meanwhile, in the new
 * language, then re-render. A later switch begun meanwhile wins.
 */
export async function switchLocale(locale: ActiveLocale): Promise<void> {
  if (i18n.locale === locale && switchingTo === undefined) return;
  switchingTo = locale;
  try {
    await Promise.all([...registered].map(([name, loaders]) => loadInto(locale, loaders, name)));
    await catalogsReady();
    if (switchingTo !== locale) return;
    i18n.activate(locale);
    applyDocumentLocale(locale);
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
}

/** Sets the language before any module with messages evaluates. */
export function startLocale(locale: ActiveLocale): void {
  i18n.load(locale, {});
  i18n.activate(locale);
  applyDocumentLocale(locale);
}

/** The page's language, set from this device's choice or the browser's the first time it is needed. */
export function ensureLocaleStarted(): void {
  if (!i18n.locale) startLocale(initialLocale());
}

/** The active language as an Accept-Language tag for the API (the pseudo-locale asks for English). */
export function pageLanguage(): string {
  const locale = i18n.locale;
  return !locale || locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
}
