import { describe, expect, it } from 'vitest';
import type { Notification } from '@ourhood/contract';
import { notificationLink } from './notification-link';

const base: Notification = {
  _id: 'n1',
  id: 'n1',
  kind: 'rental_match',
  actor: { id: 'u7', name: 'Ada Lovelace', profile_picture: null },
  subject: { type: 'rental_request', id: 'r1', title: 'Ladder' },
  message: 'Ada Lovelace asked to borrow "Ladder"',
  board: 'rentals',
  read_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('notificationLink', () => {
  it('leads a marketplace notification to the item', () => {
    const item = { ...base, kind: 'marketplace_match' as const, board: 'marketplace' as const };
    expect(
      notificationLink({ ...item, subject: { type: 'marketplace_item', id: 'm 1', title: 'Chair' } }, 'neighbour'),
    ).toBe('/dashboard/marketplace/m%201');
  });

  it('leads to the subject, or to the actor for a follow', () => {
    expect(notificationLink(base, 'neighbour')).toBe('/dashboard/rentals');
    for (const kind of ['rental_confirmed', 'rental_declined'] as const) {
      expect(notificationLink({ ...base, kind }, 'neighbour')).toBe('/dashboard/rentals');
    }
    expect(
      notificationLink(
        { ...base, kind: 'comment_on_post', subject: { type: 'post', id: 'p 1', title: '' } },
        'neighbour',
      ),
    ).toBe('/dashboard/post/p%201');
    expect(
      notificationLink(
        { ...base, kind: 'safety_alert', subject: { type: 'alert', id: 'a1', title: 'Fire' } },
        'neighbour',
      ),
    ).toBe('/dashboard/alerts');
    const follow = { ...base, kind: 'new_follower' as const, subject: null };
    expect(notificationLink(follow, 'neighbour')).toBe('/dashboard/profile/u7');
    expect(notificationLink(follow, 'organization')).toBe('/dashboard/customers');
    const interest = {
      ...base,
      kind: 'listing_interest' as const,
      subject: { type: 'listing', id: 'l1', title: 'Mug' },
    };
    expect(notificationLink(interest, 'organization')).toBe('/dashboard/listings');
    expect(notificationLink({ ...follow, actor: null }, 'neighbour')).toBeNull();
  });

  it("leads to a group's page, and a request to join to its Members tab", () => {
    const subject = { type: 'group' as const, id: 'g 1', title: 'Garden club' };
    expect(notificationLink({ ...base, kind: 'group_join_request', subject }, 'neighbour')).toBe(
      '/dashboard/groups/g%201?tab=members',
    );
    expect(notificationLink({ ...base, kind: 'group_join_approved', subject }, 'neighbour')).toBe(
      '/dashboard/groups/g%201',
    );
  });

  it('leads every event notification to the event page, for both account types', () => {
    for (const kind of ['event_updated', 'event_cancelled', 'event_promoted', 'event_reminder_day'] as const) {
      const notification = { ...base, kind, subject: { type: 'event', id: 'e 1', title: 'Picnic' } };
      expect(notificationLink(notification, 'neighbour')).toBe('/dashboard/events/e%201');
      expect(notificationLink(notification, 'organization')).toBe('/dashboard/events/e%201');
    }
  });
});
