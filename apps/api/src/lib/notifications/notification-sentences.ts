import type { NotificationKind } from '@ourhood/contract';

/**
 * The sentences notifications read as, in the app, e-mails and push (issue 41): ICU messages with
 * the actor's `{name}` and the subject's `{title}`, translated in packages/contract/locales/ by
 * `npm run i18n:extract-contract` (exported through lib/i18n/all-messages.ts). Kinds whose
 * sentence is their subject's own text (moderation notices, report outcomes) have none.
 */
export const NotificationSentences = {
  /** An actor whose account has no name left (deleted, or never named). */
  someone: 'Someone',
  new_follower: '{name} started following you',
  listing_interest: '{name} is interested in "{title}"',
  comment_on_post: '{name} commented on your post "{title}"',
  rental_match: '{name} asked to borrow "{title}"',
  rental_accepted: '{name} offered to lend you "{title}"',
  rental_completed: '{name} marked "{title}" as returned',
  rental_confirmed: '{name} confirmed you as the lender of "{title}"',
  rental_declined: '{name} declined your offer to lend "{title}"',
  group_join_request: '{name} asked to join "{title}"',
  group_join_approved: '{name} approved your request to join "{title}"',
  group_post: '{name} posted in "{title}"',
  event_updated: '{name} changed the time or place of "{title}"',
  event_cancelled: '{name} cancelled "{title}"',
  event_promoted: 'A place came free: you are going to "{title}"',
  event_reminder_day: '"{title}" starts in 24 hours',
  event_reminder_hour: '"{title}" starts in an hour',
  safety_alert: 'Urgent alert near you: "{title}"',
  // `others`: how many more people a grouped notification speaks for (0 when only the actor).
  reaction:
    '{others, plural, =0 {{name} reacted to your post "{title}"} one {{name} and # other reacted to your post "{title}"} other {{name} and # others reacted to your post "{title}"}}',
  comment_reaction:
    '{others, plural, =0 {{name} reacted to your comment "{title}"} one {{name} and # other reacted to your comment "{title}"} other {{name} and # others reacted to your comment "{title}"}}',
  mention: '{name} mentioned you: "{title}"',
  organization_review: '{name} reviewed your organization: {title}',
  marketplace_interest: '{name} is interested in your item "{title}"',
  marketplace_reserved: '{name} reserved "{title}" for you',
  marketplace_match: '{name} listed "{title}" on the marketplace',
  /** Several notifications of one kind in one e-mail (email-folds.ts): how many, and their titles. */
  foldedRentalMatches:
    '{count, plural, one {# new request matches your keywords: {titles}} other {# new requests match your keywords: {titles}}}',
  foldedMarketplaceMatches:
    '{count, plural, one {# new marketplace item matches your keywords: {titles}} other {# new marketplace items match your keywords: {titles}}}',
  folded: '{count, plural, one {# new notification: {titles}} other {# new notifications: {titles}}}',
  /** A direct message's e-mail and push (features/messages): who wrote, never what. */
  messageSent: '{name} sent you a message',
  messageRequestSent: '{name} sent you a message request',
} as const satisfies Partial<Record<NotificationKind, string>> & Record<string, string>;
