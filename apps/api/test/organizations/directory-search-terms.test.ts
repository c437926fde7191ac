import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TERMS,
  MAX_WORDS_PER_TERM,
  editDistance,
  everyGroup,
  searchTerms,
  wordsForTerm,
} from '../../src/features/organizations/directory-search-terms.js';

describe('directory search terms', () => {
  it('cuts a search into distinct lower-cased words of letters and digits', () => {
    expect(searchTerms('  Slope BAKERY, slope!  ')).toEqual(['slope', 'bakery']);
    expect(searchTerms('second-hand Café 24')).toEqual(['second', 'hand', 'café', '24']);
    expect(searchTerms('%_*')).toEqual([]);
    expect(searchTerms('a b c d e f g h')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('measures typos, counting a swap of neighbours as one', () => {
    expect(editDistance('bakery', 'bakery')).toBe(0);
    expect(editDistance('bakry', 'bakery')).toBe(1);
    expect(editDistance('bakrey', 'bakery')).toBe(1);
    expect(editDistance('bkaery', 'bakery')).toBe(1);
    expect(editDistance('cat', 'dog')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('lets a word stand for itself, close misspellings by length, and words it begins', () => {
    const dictionary = ['bakery', 'baker', 'bank', 'bakes', 'books', 'cafe', 'car', 'cart'];
    expect(wordsForTerm('bakry', dictionary)).toEqual(['bakry', 'bakery']);
    expect(wordsForTerm('bakrey', dictionary)).toEqual(['bakrey', 'bakery']);
    // Short words are not corrected (too many neighbours) but still begin longer ones.
    expect(wordsForTerm('car', dictionary)).toEqual(['car', 'cart']);
    expect(wordsForTerm('ca', dictionary)).toEqual(['ca']);
    expect(wordsForTerm('xyzzy', dictionary)).toEqual(['xyzzy']);
    expect(wordsForTerm('sourdoguh', ['sourdough', 'sourdoughs', 'sour'])).toEqual([
      'sourdoguh',
      'sourdough',
      'sourdoughs',
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `bake${'s'.repeat(i + 1)}`);
    expect(wordsForTerm('bake', many)).toHaveLength(MAX_WORDS_PER_TERM);
  });

  it('builds a tsquery that reads every word as a word, never as an operator', () => {
    expect(everyGroup([['bakery', 'baker'], ['slope']])).toBe("('bakery' | 'baker') & ('slope')");
    expect(everyGroup([["o'brien", 'a\\b', '!&|']])).toBe("('o''brien' | 'a\\\\b' | '!&|')");
  });
});
