import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { authorName } from './author-name';

// A pure test (no provider): English, the source language, whose messages are their ids.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('authorName', () => {
  it('prefers the name, then first and last name, then the spec fallback', () => {
    expect(authorName({ name: 'Nia Brooks', first_name: 'N', last_name: 'B' })).toBe('Nia Brooks');
    expect(authorName({ name: ' ', first_name: 'Nia', last_name: 'Brooks' })).toBe('Nia Brooks');
    expect(authorName({ name: '', first_name: '', last_name: '' })).toBe('Neighbour');
    expect(authorName(null)).toBe('Neighbour');
  });
});
