import { describe, expect, it } from 'vitest';
import { textPreview } from '../src/text.js';

describe('textPreview', () => {
  it('keeps a short text as it is, white space folded', () => {
    expect(textPreview('  Free apples\n\non the   stoop ', 80)).toBe('Free apples on the stoop');
    expect(textPreview('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts a long text at a word boundary and ends it with an ellipsis within the limit', () => {
    const text = 'The community garden needs volunteers this Saturday morning to plant tomatoes and beans';
    const preview = textPreview(text, 40);
    expect(preview).toBe('The community garden needs volunteers…');
    expect(Array.from(preview).length).toBeLessThanOrEqual(40);
    // Punctuation before the cut does not stay in front of the ellipsis.
    expect(textPreview('Lost cat, grey, friendly, answers to Biscuit, last seen near the park', 27)).toBe(
      'Lost cat, grey, friendly…',
    );
    // A word ending exactly at the limit is kept whole.
    expect(textPreview('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('cuts inside a very long word rather than keep almost nothing, and counts characters, not code units', () => {
    expect(textPreview(`Hi ${'a'.repeat(50)}`, 20)).toBe(`Hi ${'a'.repeat(16)}…`);
    const emoji = '🍅'.repeat(30);
    expect(textPreview(emoji, 10)).toBe(`${'🍅'.repeat(9)}…`);
  });
});
