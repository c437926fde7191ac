import { guidelineRules, type ModerationAction } from '@ourhood/contract';
import { inEnglish, type MessageValues, type Translate } from '../i18n/catalogs.js';

/**
 * What moderation tells people (issue 41): ICU messages whose values are the content's kind, the
 * broken rule, the outcome or a date. A notice is stored as its English sentence in
 * `subject_title`, which the API has always answered as `subject.title` (clients written for it
 * keep reading English). Its translation is found again from that sentence: the template that
 * wrote it is matched, its values read back and translated, and the template translated with them
 * (so notices written before issue 41 are translated too).
 */
export const ModerationNoticeMessages = {
  hidden: 'Your {kind} was hidden by a moderator: {rule}. You can appeal once.',
  restored: 'Your {kind} was restored by a moderator.',
  suspended: 'Your account was suspended until {date}: {rule}.',
  banned: 'Your account was banned: {rule}.',
  hiddenAutomatically:
    'Your {kind} was hidden after reports from several neighbours, until a moderator reviews it. You can appeal once.',
  reportReviewed: 'Your report of a {kind} was reviewed: {outcome}.',
} as const;

/** The values a notice names, each translated where it is shown (the content kinds' labels). */
export const ModerationNoticeLabels = {
  post: 'post',
  comment: 'comment',
  profile: 'profile',
  rentalRequest: 'rental request',
  marketplaceItem: 'marketplace item',
  review: 'review',
  event: 'event',
  message: 'message',
  organizationPage: 'organization page',
  alert: 'alert',
  group: 'group',
} as const;

/** How a report ended, as its reporter is told. */
export const ModerationOutcomeMessages: Record<ModerationAction, string> = {
  dismiss: 'reviewed: no action was needed',
  hide: 'the content was hidden',
  restore: 'the content was restored',
  approve: 'the alert was approved',
  suspend: 'the account was suspended',
  ban: 'the account was banned',
};

/** The community guidelines' rules by their English text, as a notice quotes them. */
export const ModerationRuleMessages: Record<string, string> = { ...guidelineRules };

export type ModerationNotice = keyof typeof ModerationNoticeMessages;

/** The English sentence of a notice, as it is stored. */
export function moderationNotice(notice: ModerationNotice, values: MessageValues): string {
  return inEnglish(ModerationNoticeMessages[notice], values);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each template as a pattern over its English sentence, its values read back by name.
const patterns = Object.values(ModerationNoticeMessages).map((template) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * A stored notice in `t`'s language: its template's translation with its values translated (a
 * date stays as written). A sentence no template wrote is translated whole, or shown as written.
 */
export function translateModerationNotice(sentence: string, t: Translate): string {
  for (const { template, names, pattern } of patterns) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = name === 'date' ? value : t(value);
    });
    return t(template, values);
  }
  return t(sentence);
}
