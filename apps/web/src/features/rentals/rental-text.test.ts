import { describe, expect, it } from 'vitest';
import type { RentalRequest } from '@ourhood/contract';
import { matchesFilter, personLabel } from './rental-text';

const person = { _id: 'u1', id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: '', profile_picture: null };
const request: RentalRequest = {
  _id: 'r1',
  id: 'r1',
  itemName: 'Ladder',
  description: 'Need it for the gutters',
  duration: 'this weekend',
  imageUrl: null,
  thumbnailUrl: null,
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: null,
  confirmedAt: null,
  completedAt: null,
  requester: { ...person, email: 'ada@example.com' },
  acceptedBy: null,
  location: { suburb: '', city: 'Springfield' },
};

describe('personLabel', () => {
  it('joins the names and e-mail, or falls back to Neighbor', () => {
    expect(personLabel(person)).toBe('Ada Lovelace');
    expect(personLabel({ ...person, email: 'ada@example.com' })).toBe('Ada Lovelace ada@example.com');
    expect(personLabel({ first_name: ' ', last_name: '', email: '' })).toBe('Neighbor');
  });
});

describe('matchesFilter', () => {
  it('matches item, description and requester case-insensitively', () => {
    expect(matchesFilter(request, '')).toBe(true);
    expect(matchesFilter(request, 'LADD')).toBe(true);
    expect(matchesFilter(request, 'gutter')).toBe(true);
    expect(matchesFilter(request, 'lovelace')).toBe(true);
    expect(matchesFilter(request, 'ADA@EXAMPLE')).toBe(true);
    expect(matchesFilter(request, 'drill')).toBe(false);
    expect(matchesFilter(request, 'weekend')).toBe(false);
  });
});
