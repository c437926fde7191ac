/**
 * The words of the e-mail digest (issue 18, written by features/digests; kept in lib so the
 * extraction's list, lib/i18n/all-messages.ts, may import it), translated in
 * packages/contract/locales/ by `npm run i18n:extract-contract`. ICU messages.
 */
export const DigestMessages = {
  dailySubject: 'Today in {area}',
  weeklySubject: 'This week in {area}',
  intro: 'Hello {name}, here is what is new in {area} on {product}.',
  postsHeading: 'Most talked-about new posts',
  post: '{reactions, plural, =0 {{name}: {text}} one {{name}: {text} (# reaction)} other {{name}: {text} (# reactions)}}',
  rentalsHeading: 'Neighbours would like to borrow',
  eventsHeading: 'Coming up',
  /** `{start}`: the day (and time) formatted for the reader's language and the event's time zone. */
  event: '{title}, {start} at {place}',
  organizationsHeading: 'New local organizations',
} as const;
