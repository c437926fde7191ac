import { describe, expect, it } from 'vitest';
import { notificationPreview, previewTitle } from './notification-preview';

describe('previewTitle', () => {
  it('keeps a title shorter than the cut', () => {
    expect(previewTitle('Block party tonight', 80)).toBe('Block party tonight');
  });
  it('ends a cut title at the last whole word, with an ellipsis', () => {
    expect(previewTitle('Has anyone seen a grey tabby near the par', 41)).toBe(
      'Has anyone seen a grey tabby near the…',
    );
    expect(previewTitle('Lost keys, near the', 19)).toBe('Lost keys, near…');
  });
});

describe('notificationPreview', () => {
  it('rewrites the quoted subject in the message', () => {
    const title = 'x'.repeat(10) + ' ' + 'y'.repeat(69);
    expect(title.length).toBe(80);
    expect(
      notificationPreview({
        message: `Nia commented on your post "${title}"`,
        subject: { type: 'post', id: '1', title },
      }),
    ).toBe(`Nia commented on your post "${'x'.repeat(10)}…"`);
  });
  it('leaves other messages alone', () => {
    expect(notificationPreview({ message: 'Nia started following you', subject: null })).toBe(
      'Nia started following you',
    );
  });
});
