import { describe, expect, it } from 'vitest';
import type { Place } from '@ourhood/contract';
import { ownPlace } from './own-place';

const place = (name: string, region: string, country: string, latitude: number): Place => ({
  name,
  region,
  country,
  latitude,
  longitude: 0,
});

// As the offline search answers "George Town": most populous first.
const georgeTowns = [
  place('George Town', 'Penang', 'Malaysia', 5.41),
  place('George Town', 'George Town', 'Cayman Islands', 19.29),
  place('George Town', 'Tasmania', 'Australia', -41.1),
  place('George Town', 'Queensland', 'Australia', -18.3),
];

describe('the place a map opens at', () => {
  it('is the same-named place in the neighbour’s own region and country, not the most populous', () => {
    expect(ownPlace(georgeTowns, { state: 'Tasmania', country: 'Australia' })?.latitude).toBe(-41.1);
    expect(ownPlace(georgeTowns, { state: 'queensland ', country: 'australia' })?.latitude).toBe(-18.3);
  });

  it('falls back to their country, then to the first found', () => {
    expect(ownPlace(georgeTowns, { state: 'Victoria', country: 'Australia' })?.latitude).toBe(-41.1);
    expect(ownPlace(georgeTowns, { state: '', country: 'Guyana' })?.latitude).toBe(5.41);
  });

  it('is the first found for a name without an area (the community’s default), and none for none', () => {
    expect(ownPlace(georgeTowns, undefined)?.latitude).toBe(5.41);
    expect(ownPlace([], { state: 'Tasmania', country: 'Australia' })).toBeUndefined();
  });
});
