/**
 * The API's own texts that are not the contract's (answers only the server writes). Kept as an
 * object named `*Messages` so `npm run i18n:extract-contract` finds and translates them with the
 * contract's (scripts/i18n/).
 */
export const ServerMessages = {
  /** A request Fastify refused before routing (bad URL encoding, malformed headers). */
  badRequest: 'The request could not be understood.',
  /** A validation issue without a text of its own. */
  invalidValue: 'Invalid value',
  profileLoaded: 'Profile loaded',
  feedCursorExpired: 'This page link has expired. Reload the feed.',
  invalidCursor: 'Invalid cursor',
  groupNotFound: 'Group not found',
  noUserWithEmail: 'There is no user with this email.',
  noActiveReferralCode: 'There is no active referral code like this.',
  referralCodeRevoked: 'Referral code revoked',
  referralCodes: 'Referral codes',
  notificationSchedule: 'Notification schedule',
  unsubscribeLink: 'Unsubscribe link',
  multipartRequired: 'Send this form as multipart/form-data.',
} as const;

/** The local outbox page (features/dev-outbox): a developer's or operator's view of unsent mail. */
export const DevOutboxMessages = {
  title: 'Local outbox',
  intro: 'Mail the server would have sent (no SMTP server is configured). Newest first. Filter with {filter}.',
  to: 'To {recipient} · {date}',
  empty: 'No mail yet.',
} as const;
