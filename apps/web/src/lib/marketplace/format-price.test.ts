import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice } from './format-price';

// A pure test (no provider): English, the source language, whose messages are their ids.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('formatPrice', () => {
  it('formats with Intl in the given locale and currency, never a fixed symbol', () => {
    expect(formatPrice({ amount: 12.5, currency: 'EUR', free: false }, 'de-DE')).toBe('12,50\u00a0€');
    expect(formatPrice({ amount: 12.5, currency: 'USD', free: false }, 'en-US')).toBe('$12.50');
    expect(formatPrice({ amount: 1500, currency: 'JPY', free: false }, 'en-US')).toBe('¥1,500');
    expect(formatPrice({ amount: 0, currency: 'EUR', free: true }, 'en-US')).toBe('Free');
  });

  it('names the currency symbol for a price field', () => {
    expect(currencySymbol('EUR', 'en-US')).toBe('€');
    expect(currencySymbol('GBP', 'en-GB')).toBe('£');
  });
});
