/**
 * The requirements of the next trust level as GET /users/me/trust words them (issue 41): ICU
 * messages, translated in packages/contract/locales/ (exported through lib/i18n/all-messages.ts)
 * and written in the caller's language.
 */
export const TrustRequirementMessages = {
  confirmEmail: 'Confirm your e-mail address',
  confirmed: 'Confirmed',
  notYet: 'Not yet',
  beNeighbourFor: 'Be a neighbour for {days, plural, one {# day} other {# days}}',
  daysProgress: '{done} of {days, plural, one {# day} other {# days}}',
  wellReceived: 'Posts or comments that {count, plural, one {# neighbour} other {# neighbours}} reacted to',
  countProgress: '{done} of {total}',
  nothingHidden: 'Nothing hidden by a moderator in the last {days} days',
  none: 'None',
  actions: '{count, plural, one {# action} other {# actions}}',
} as const;
