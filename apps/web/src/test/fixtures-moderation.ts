import type { ModerationAccount, ModerationLogEntry, ModerationQueueItem } from '@ourhood/contract';
import { author } from './fixtures';

// Moderation's records (the queue, the public log, the admins' accounts), shaped by the contract's
// types like fixtures.ts, with overrides for what a test is about.

const at = '2026-11-28T10:00:00.000Z';

/** A reported post by Ada (Basic), with two full-weight, unlinked reports (spam) and one note. */
export function queueItem(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    target_type: 'post',
    target_id: 'p1',
    report_count: 2,
    score: 2,
    last_activity_at: at,
    reasons: [{ reason: 'spam', count: 2 }],
    reports: [
      { reason: 'spam', note: 'Posted the same ad five times', created_at: at, weight: 1, linked: false },
      { reason: 'spam', note: '', created_at: at, weight: 1, linked: false },
    ],
    content: {
      text: 'Cheap watches, DM me!!!',
      context: 'Post in Fitzroy',
      url: '/dashboard/post/p1',
      hidden: false,
      created_at: at,
    },
    author: author(),
    author_trust_level: 1,
    author_history: { actions: 1, reports_against: 3, suspended_until: null, banned: false },
    appeals: [],
    awaiting_approval: false,
    ...overrides,
  };
}

export function logEntry(overrides: Partial<ModerationLogEntry> = {}): ModerationLogEntry {
  return {
    _id: 'ma1',
    id: 'ma1',
    action: 'hide',
    automatic: false,
    label: 'hidden',
    rule: 'No spam or repetitive promotion',
    content_kind: 'post',
    duration_days: null,
    created_at: at,
    ...overrides,
  };
}

export function moderationAccount(overrides: Partial<ModerationAccount> = {}): ModerationAccount {
  return {
    user: author({ _id: 'u-bo', id: 'u-bo', name: 'Bo Chen', first_name: 'Bo', last_name: 'Chen' }),
    email: 'bo@example.com',
    role: 'moderator',
    suspended_until: null,
    banned_at: null,
    ...overrides,
  };
}
