import type { Group } from '@ourhood/contract';

/** Whether the viewer may open the group's page: public groups, or any place in a private one. */
export function canOpenGroup(group: Pick<Group, 'visibility' | 'viewer_role'>): boolean {
  return group.visibility === 'public' || group.viewer_role !== null;
}

/** Whether the viewer reads the group's posts and members: public groups, or a member of a private one. */
export function canReadGroup(group: Pick<Group, 'visibility' | 'viewer_role'>): boolean {
  return group.visibility === 'public' || (group.viewer_role !== null && group.viewer_role !== 'pending');
}

/** Owners and admins run the group. */
export function isGroupAdmin(group: Pick<Group, 'viewer_role'>): boolean {
  return group.viewer_role === 'owner' || group.viewer_role === 'admin';
}

/** Who may create the group's events: its members, or only owners and admins (a group setting). */
export function canCreateEvents(group: Pick<Group, 'viewer_role' | 'event_creators'>): boolean {
  if (isGroupAdmin(group)) return true;
  return group.event_creators === 'members' && group.viewer_role === 'member';
}
