import PO from 'pofile';
import { AWAITING_REVIEW, isLocale, isAwaitingReview } from '../../packages/contract/src/locales.js';

const NOTE = [
  'Awaiting review by native speakers: these translations were written by the Ourhood developers',
  'where they could write them well, and have not yet been read by a native speaker. Messages left',
  'empty show in English. docs/translating.md says how to review them.',
];

/**
 * A catalog of a review locale (REVIEW_LOCALES) says so in its header, for translators and for
 * platforms such as Weblate: an `X-Review-Status` field and a comment above it. Other catalogs are
 * returned as they are. Idempotent, so every extraction can pass its files through it.
 */
export function markAwaitingReview(poText: string, locale: string | null | undefined): string {
  if (!locale || !isLocale(locale) || !isAwaitingReview(locale)) return poText;
  const po = PO.parse(poText);
  if (po.headers['X-Review-Status'] === AWAITING_REVIEW && po.comments.join('\n') === NOTE.join('\n')) return poText;
  po.comments = [...NOTE];
  po.headers['X-Review-Status'] = AWAITING_REVIEW;
  return po.toString();
}
