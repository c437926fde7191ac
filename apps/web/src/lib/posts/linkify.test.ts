import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://example.org/a?b=1#c and http://Example.com.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://Example.com', href: 'http://example.com/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps parentheses an address opened and drops the ones around it', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/Ada_(language))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Ada_(language)',
        href: 'https://en.wikipedia.org/wiki/Ada_(language)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes, bare domains or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@example.org',
      'ftp://example.org/file',
      'www.example.org',
      'example.org',
      'https://',
    ]) {
      expect(
        linkify(text).filter((part) => part.kind === 'link'),
        text,
      ).toEqual([]);
    }
    // An address glued to markup stops before it; the markup stays plain text.
    expect(linkify('<a href="https://evil.test">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.test', href: 'https://evil.test/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('gives back text without addresses as one part, and nothing for nothing', () => {
    expect(linkify('Free apples, come by!')).toEqual([{ kind: 'text', text: 'Free apples, come by!' }]);
    expect(linkify('')).toEqual([]);
  });
});

describe('mentions', () => {
  const bob = { id: 'b1', first_name: 'Bob', last_name: 'Reyes' };
  const odd = { id: 'o1', first_name: 'J.', last_name: '(Jo)' };

  it('turns the @name of each mentioned person into a mention, links still links', () => {
    expect(linkify('Thanks @bob  Reyes, see https://example.com', [bob])).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@bob  Reyes', userId: 'b1' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
    ]);
  });

  it('reads names as text, not patterns, and leaves unknown @names alone', () => {
    expect(linkify('@J. (Jo) and @Cleo Diaz', [odd])).toEqual([
      { kind: 'mention', text: '@J. (Jo)', userId: 'o1' },
      { kind: 'text', text: ' and @Cleo Diaz' },
    ]);
  });
});
