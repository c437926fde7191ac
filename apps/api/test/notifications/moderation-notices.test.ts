import { describe, expect, it } from 'vitest';
import { guidelineRules } from '@ourhood/contract';
import { contentKinds } from '../../src/content-kinds.js';
import { messageCatalogs } from '../../src/lib/i18n/catalogs.js';
import {
  moderationNotice,
  ModerationNoticeLabels,
  ModerationOutcomeMessages,
  translateModerationNotice,
} from '../../src/lib/notifications/moderation-notices.js';
import { notificationMessage } from '../../src/lib/notifications/notifications-presenter.js';

const french = messageCatalogs().translator('fr');
const english = messageCatalogs().translator('en');

describe('moderation notices (issue 41)', () => {
  it('names every content kind with a translatable label', () => {
    const labels = Object.values(ModerationNoticeLabels) as string[];
    expect(contentKinds.all.map((kind) => kind.label).filter((label) => !labels.includes(label))).toEqual([]);
    const german = messageCatalogs().translator('de');
    for (const label of labels) expect(german(label), label).not.toBe(label);
  });

  it('are stored as the English sentences the API has always answered', () => {
    expect(moderationNotice('hidden', { kind: 'post', rule: guidelineRules.spam })).toBe(
      'Your post was hidden by a moderator: No spam or repetitive promotion. You can appeal once.',
    );
    expect(moderationNotice('suspended', { date: '2026-12-01', rule: guidelineRules.privacy })).toBe(
      "Your account was suspended until 2026-12-01: Respect others' privacy.",
    );
  });

  it('are read in the recipient’s language, their kind, rule and outcome translated too', () => {
    const hidden = moderationNotice('hidden', { kind: 'comment', rule: guidelineRules.harassment });
    expect(translateModerationNotice(hidden, french)).toBe(
      'Un modérateur a masqué votre contenu (commentaire) : Soyez respectueux : ni harcèlement ni intimidation. Vous pouvez faire appel une fois.',
    );
    const suspended = moderationNotice('suspended', { date: '2026-12-01', rule: guidelineRules.privacy });
    expect(translateModerationNotice(suspended, french)).toBe(
      'Votre compte est suspendu jusqu’au 2026-12-01 : Respectez la vie privée des autres.',
    );
    const outcome = moderationNotice('reportReviewed', {
      kind: 'marketplace item',
      outcome: ModerationOutcomeMessages.hide,
    });
    expect(notificationMessage('report_outcome', 'Someone', outcome, 1, french)).toBe(
      'Votre signalement (annonce du marché) a été examiné : le contenu a été masqué.',
    );
    // English reads exactly as stored; a sentence no template wrote is shown as written.
    expect(translateModerationNotice(outcome, english)).toBe(outcome);
    expect(translateModerationNotice('Something a moderator wrote by hand.', french)).toBe(
      'Something a moderator wrote by hand.',
    );
  });
});
