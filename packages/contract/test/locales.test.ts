import { describe, expect, it } from 'vitest';
import { matchLocale, parseAcceptLanguage } from '../src/locales.js';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping the header order among equals', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'de',
      'en',
      '*',
    ]);
  });

  it('drops refused, malformed and hostile parts', () => {
    expect(parseAcceptLanguage('en;q=0, <script>, es;q=2, pt-BR;q=0.4, \u0000de')).toEqual(['pt-BR']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(`${'x,'.repeat(10_000)}fr`)).toEqual(Array(20).fill('x'));
  });
});

describe('matchLocale', () => {
  it('prefers an exact tag, then the same language in another region', () => {
    expect(matchLocale(['pt-PT', 'en'])).toBe('pt-BR');
    expect(matchLocale(['PT-br'])).toBe('pt-BR');
    expect(matchLocale(['fr-CA'])).toBe('fr');
    expect(matchLocale(['ar-EG'])).toBe('ar');
  });

  it('skips what we do not speak and answers undefined when nothing matches', () => {
    expect(matchLocale(['sw', 'de-AT'])).toBe('de');
    expect(matchLocale(['ja', '*'])).toBeUndefined();
  });
});

describe('languages awaiting review', () => {
  it('are offered and matched like the others (Nigerian Pidgin, Yoruba, Hausa, Igbo)', () => {
    expect(matchLocale(['yo-NG', 'en'])).toBe('yo');
    expect(matchLocale(['pcm'])).toBe('pcm');
    expect(matchLocale(['ha', 'ig'])).toBe('ha');
  });
});
