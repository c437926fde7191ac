import { plural } from '@lingui/core/macro';
import type { Group } from '@ourhood/contract';

/** Issue 15: a group's area is shown as 'suburb, city' (the city alone when there is no suburb). */
export function groupPlace(group: Pick<Group, 'location'>): string {
  const { suburb, city } = group.location ?? {};
  return [suburb, city].filter((part, index, parts) => part && parts.indexOf(part) === index).join(', ');
}

/** '1 member', '12 members'. */
export function memberCount(count: number): string {
  return plural(count, { one: '# member', other: '# members' });
}
