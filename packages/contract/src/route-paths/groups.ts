// Generated from route-table/groups.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/groups.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const approveGroupMember: RoutePath<typeof declared.approveGroupMember> = {
  method: 'POST',
  path: '/groups/:id/members/:userId/approve',
};
export const createGroup: RoutePath<typeof declared.createGroup> = { method: 'POST', path: '/groups' };
export const deleteGroup: RoutePath<typeof declared.deleteGroup> = { method: 'DELETE', path: '/groups/:id' };
export const getGroup: RoutePath<typeof declared.getGroup> = { method: 'GET', path: '/groups/:id' };
export const joinGroup: RoutePath<typeof declared.joinGroup> = { method: 'POST', path: '/groups/:id/join' };
export const joinGroupByInvite: RoutePath<typeof declared.joinGroupByInvite> = {
  method: 'POST',
  path: '/groups/join/:token',
};
export const leaveGroup: RoutePath<typeof declared.leaveGroup> = { method: 'POST', path: '/groups/:id/leave' };
export const listGroupMembers: RoutePath<typeof declared.listGroupMembers> = {
  method: 'GET',
  path: '/groups/:id/members',
};
export const listGroups: RoutePath<typeof declared.listGroups> = { method: 'GET', path: '/groups' };
export const removeGroupMember: RoutePath<typeof declared.removeGroupMember> = {
  method: 'DELETE',
  path: '/groups/:id/members/:userId',
};
export const rotateGroupInvite: RoutePath<typeof declared.rotateGroupInvite> = {
  method: 'POST',
  path: '/groups/:id/invite-link',
};
export const updateGroup: RoutePath<typeof declared.updateGroup> = { method: 'PATCH', path: '/groups/:id' };
export const updateGroupMember: RoutePath<typeof declared.updateGroupMember> = {
  method: 'PATCH',
  path: '/groups/:id/members/:userId',
};
