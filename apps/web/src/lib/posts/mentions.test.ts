import { describe, expect, it } from 'vitest';
import { insertMention, mentionIdsIn, mentionQueryAt } from './mentions';

describe('mentions while typing', () => {
  it('finds the name being typed after an @ at the start of a word', () => {
    expect(mentionQueryAt('Thanks @Bo', 10)).toEqual({ start: 7, query: 'Bo' });
    expect(mentionQueryAt('Thanks @Bob Re', 14)).toEqual({ start: 7, query: 'Bob Re' });
    expect(mentionQueryAt('Thanks @B', 9)).toBeNull();
    expect(mentionQueryAt('mail me at ada@example.com', 26)).toBeNull();
    expect(mentionQueryAt('@Bob Reyes and more', 19)).toBeNull();
    expect(mentionQueryAt('@Bob\nnext', 9)).toBeNull();
  });

  it('puts the chosen name in place of the query, caret after it', () => {
    expect(insertMention('Thanks @Bo for it', 7, 10, 'Bob Reyes')).toEqual({
      text: 'Thanks @Bob Reyes  for it',
      caret: 18,
    });
  });

  it('sends only the chosen people the text still names', () => {
    const chosen = new Map([
      ['1', 'Bob Reyes'],
      ['2', 'Cleo Diaz'],
    ]);
    expect(mentionIdsIn('Hi @bob  reyes!', chosen)).toEqual(['1']);
    expect(mentionIdsIn('Hi all', chosen)).toEqual([]);
  });
});
