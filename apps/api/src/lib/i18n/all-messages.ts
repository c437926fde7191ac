/**
 * Every message object of the API's own (texts the contract does not hold: answers, e-mails,
 * notification sentences): the extraction (`npm run i18n:extract-contract`, scripts/i18n/) reads
 * every export of this module with the contract's `*Messages`, so a new object is translated once
 * it is exported here. Nothing else belongs here.
 */
export { DevOutboxMessages, ServerMessages } from './server-messages.js';
export { NotificationSentences } from '../notifications/notification-sentences.js';
export { MailMessages } from '../mail/mail-messages.js';
export { DigestMessages } from '../mail/digest-messages.js';
export { CalendarMessages } from './calendar-messages.js';
export { TrustRequirementMessages } from '../trust/trust-messages.js';
export {
  ModerationNoticeLabels,
  ModerationNoticeMessages,
  ModerationOutcomeMessages,
  ModerationRuleMessages,
} from '../notifications/moderation-notices.js';
