import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoText } from './pseudo-locale';

describe('pseudoText', () => {
  it('accents every letter and makes each word about 35 % longer, keeping spaces and tags', () => {
    expect(pseudoText('Show password')).toBe('Šĥóŵšĥ þáššŵóŕðþáš');
    expect(pseudoText('<0>more</0> 42')).toBe('<0>ɱóŕéɱó</0> 42');
    expect(pseudoText('Show password').length).toBeGreaterThanOrEqual(Math.round('Show password'.length * 1.3));
  });
});

describe('pseudoLocalize', () => {
  it('changes the text of compiled messages and never the names of their values', () => {
    const messages = pseudoLocalize({
      a: 'Hello',
      b: ['Hi ', ['name'], '!'],
      c: [['count', 'plural', { one: ['# reply'], other: ['#', ' replies'] }]],
    });
    expect(messages.a).toBe('Ĥéĺĺóĥé');
    expect(messages.b).toEqual(['Ĥíĥ ', ['name'], '!']);
    expect(messages.c).toEqual([['count', 'plural', { one: ['# ŕéþĺýŕé'], other: ['#', ' ŕéþĺíéšŕéþ'] }]]);
  });
});

describe('the stored language', () => {
  it('is kept under the key the privacy page lists', async () => {
    const { StorageKeys } = await import('@ourhood/contract/constants');
    const { CHOSEN_KEY } = await import('./locale-choice');
    expect(CHOSEN_KEY).toBe(StorageKeys.locale);
  });
});
