import { describe, expect, it } from 'vitest';
import { EMPTY_AREA, reverseGeocode, roundCoordinate, warmPlaceIndex } from '../../src/lib/geo/index.js';

describe('reverseGeocode: known points', () => {
  it('resolves Ikeja, Lagos, Nigeria', () => {
    expect(reverseGeocode(6.6018, 3.3515)).toEqual({
      suburb: 'Ikeja',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
    });
  });

  it('resolves Crown Heights to a Brooklyn neighbourhood, city Brooklyn, New York', () => {
    const area = reverseGeocode(40.6782, -73.9442);
    expect(area.city).toBe('Brooklyn');
    expect(area.state).toBe('New York');
    expect(area.country).toBe('United States');
    // The dataset has no "Crown Heights" row; the nearest neighbourhood is one of its neighbours.
    expect(area.suburb).not.toBe('');
  });

  it('resolves other Brooklyn neighbourhoods to city Brooklyn', () => {
    expect(reverseGeocode(40.699, -73.993)).toMatchObject({ suburb: 'Brooklyn Heights', city: 'Brooklyn' });
    expect(reverseGeocode(40.6958, -73.9171)).toMatchObject({ suburb: 'Bushwick', city: 'Brooklyn' });
  });

  it('resolves Camden, London', () => {
    expect(reverseGeocode(51.539, -0.1426)).toEqual({
      suburb: 'Camden Town',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
    });
  });

  it('resolves Paris 11e', () => {
    expect(reverseGeocode(48.859, 2.38)).toMatchObject({ city: 'Paris', state: 'Île-de-France', country: 'France' });
  });

  it('resolves Bondi to suburb Bondi Beach in the city of Sydney', () => {
    expect(reverseGeocode(-33.8915, 151.2767)).toEqual({
      suburb: 'Bondi Beach',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
    });
  });

  it('resolves Westlands to Nairobi, Kenya', () => {
    expect(reverseGeocode(-1.2676, 36.8108)).toMatchObject({ city: 'Nairobi', country: 'Kenya' });
  });

  it('keeps a separate city next to a large one (Santa Monica is not Los Angeles)', () => {
    expect(reverseGeocode(34.0195, -118.4912)).toMatchObject({ city: 'Santa Monica', state: 'California' });
    expect(reverseGeocode(34.0522, -118.2437)).toMatchObject({ city: 'Los Angeles' });
  });
});

describe('reverseGeocode: edge cases', () => {
  it('resolves the open ocean to empty strings', () => {
    expect(reverseGeocode(0, -30)).toEqual(EMPTY_AREA);
    expect(reverseGeocode(-60, -140)).toEqual(EMPTY_AREA);
  });

  it('never throws for invalid numbers', () => {
    for (const [latitude, longitude] of [
      [Number.NaN, 0],
      [0, Number.NaN],
      [91, 0],
      [0, 181],
      [Number.POSITIVE_INFINITY, 0],
      [-90, -180],
      [90, 180],
    ] as const) {
      expect(() => reverseGeocode(latitude, longitude)).not.toThrow();
    }
    expect(reverseGeocode(Number.NaN, 0)).toEqual(EMPTY_AREA);
    expect(reverseGeocode(0, 181)).toEqual(EMPTY_AREA);
  });

  it('answers across the antimeridian', () => {
    // Suva, Fiji (178.4 E) and a point just across 180° should both resolve without error.
    expect(reverseGeocode(-18.1416, 178.4419).country).toBe('Fiji');
    expect(() => reverseGeocode(-16.5, -179.99)).not.toThrow();
  });

  it('answers a lookup well under a millisecond once the index is built', () => {
    warmPlaceIndex();
    // Let the JIT settle first: the bound is about steady-state lookups, not the first ones.
    for (let i = 0; i < 500; i++) reverseGeocode(40 + (i % 50) * 0.01, -74 + (i % 30) * 0.01);
    const lookups = 2000;
    const started = performance.now();
    for (let i = 0; i < lookups; i++) reverseGeocode(51.4 + (i % 40) * 0.005, -0.3 + (i % 60) * 0.005);
    const perLookupMs = (performance.now() - started) / lookups;
    expect(perLookupMs).toBeLessThan(1);
  });
});

describe('roundCoordinate', () => {
  it('rounds to two decimals (about a kilometre)', () => {
    expect(roundCoordinate(6.601834)).toBe(6.6);
    expect(roundCoordinate(-73.944249)).toBe(-73.94);
    expect(roundCoordinate(51.5390001)).toBe(51.54);
    expect(roundCoordinate(-0.0001)).toBe(0);
    expect(Object.is(roundCoordinate(-0.0001), -0)).toBe(false);
  });
});
