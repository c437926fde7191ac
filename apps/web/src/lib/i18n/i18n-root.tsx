import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { ensureLocaleStarted } from './catalogs';

/** Messages for everything under it, re-rendered when the language changes (switchLocale). */
export function I18nRoot({ children }: { children: ReactNode }) {
  ensureLocaleStarted();
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
