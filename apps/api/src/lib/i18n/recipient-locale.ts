import { isLocale, type Locale } from '@ourhood/contract';

/**
 * The language of what the server writes to a person without a request (e-mails, push, issue 41):
 * their account's saved language (users.locale), else the instance's DEFAULT_LOCALE. A saved tag
 * Ourhood no longer speaks counts as none.
 */
export function recipientLocale(saved: string | null | undefined, instanceDefault: Locale): Locale {
  return isLocale(saved) ? saved : instanceDefault;
}
