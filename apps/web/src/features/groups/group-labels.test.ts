import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLocaleStarted } from '../../lib/i18n/catalogs';
import { canOpenGroup, canReadGroup, isGroupAdmin } from './group-access';
import { groupPlace, memberCount } from './group-labels';

const location = (suburb: string, city: string) => ({ location: { suburb, city, state: 'CA', country: 'US' } });

describe('group labels and access', () => {
  // memberCount is a message (Lingui): a pure test starts the language itself (English here).
  beforeAll(ensureLocaleStarted);

  it("shows the area as 'suburb, city', the city alone when there is no suburb or it repeats", () => {
    expect(groupPlace(location('Mission', 'San Francisco'))).toBe('Mission, San Francisco');
    expect(groupPlace(location('', 'Oakland'))).toBe('Oakland');
    expect(groupPlace(location('Oakland', 'Oakland'))).toBe('Oakland');
  });

  it('counts members in words', () => {
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(0)).toBe('0 members');
    expect(memberCount(1200)).toBe(`${(1200).toLocaleString()} members`);
  });

  it('opens public groups to all, private ones to members and requesters, and reads them to members only', () => {
    expect(canOpenGroup({ visibility: 'public', viewer_role: null })).toBe(true);
    expect(canOpenGroup({ visibility: 'private', viewer_role: null })).toBe(false);
    expect(canOpenGroup({ visibility: 'private', viewer_role: 'pending' })).toBe(true);
    expect(canReadGroup({ visibility: 'private', viewer_role: 'pending' })).toBe(false);
    expect(canReadGroup({ visibility: 'private', viewer_role: 'member' })).toBe(true);
    expect(canReadGroup({ visibility: 'public', viewer_role: null })).toBe(true);
  });

  it('treats owners and admins as the people who run the group', () => {
    expect(isGroupAdmin({ viewer_role: 'owner' })).toBe(true);
    expect(isGroupAdmin({ viewer_role: 'admin' })).toBe(true);
    expect(isGroupAdmin({ viewer_role: 'member' })).toBe(false);
    expect(isGroupAdmin({ viewer_role: null })).toBe(false);
  });
});
