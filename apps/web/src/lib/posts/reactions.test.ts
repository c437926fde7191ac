import { describe, expect, it } from 'vitest';
import { noReactions, totalReactions, withReaction } from './reactions';

describe('withReaction (the optimistic counts)', () => {
  it('adds, moves and removes the viewer’s one reaction', () => {
    const start = { ...noReactions(), like: 2, love: 1 };
    expect(withReaction(start, null, 'like')).toEqual({ ...start, like: 3 });
    expect(withReaction(start, 'like', 'love')).toEqual({ ...start, like: 1, love: 2 });
    expect(withReaction(start, 'love', null)).toEqual({ ...start, love: 0 });
    expect(withReaction(start, 'love', 'love')).toEqual(start);
    // Never below zero, even from counts that were already off.
    expect(withReaction(noReactions(), 'sad', null).sad).toBe(0);
    expect(start).toEqual({ ...noReactions(), like: 2, love: 1 });
  });

  it('totals every kind', () => {
    expect(totalReactions({ ...noReactions(), like: 2, thanks: 3 })).toBe(5);
    expect(totalReactions(undefined)).toBe(0);
  });
});
