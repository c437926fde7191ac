import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { organizationName, placeLabel } from './place-label';

// A pure test (no provider): English, the source language, whose messages are their ids.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const location = { suburb: '', city: '', state: '', country: '' };

describe('placeLabel', () => {
  it('joins city and state with a comma, preferring the location object', () => {
    expect(placeLabel({ city: 'Old', state: 'XX', location: { ...location, city: 'Springfield', state: 'IL' } })).toBe(
      'Springfield, IL',
    );
    expect(placeLabel({ city: 'Springfield', state: '', location })).toBe('Springfield');
    expect(placeLabel({ city: '', state: '', location })).toBe('');
  });
});

describe('organizationName', () => {
  it('uses business_name, then name, then "Organization"', () => {
    expect(organizationName({ business_name: 'Quill Pottery', name: 'Other' })).toBe('Quill Pottery');
    expect(organizationName({ business_name: ' ', name: 'Fern Yoga' })).toBe('Fern Yoga');
    expect(organizationName({ business_name: '', name: '' })).toBe('Organization');
  });
});
