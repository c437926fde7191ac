// The API's routes: Groups (groups-routes.ts).
import {
  createGroupBodySchema,
  deletedResponseSchema,
  groupInviteParamsSchema,
  groupInviteResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupMemberParamsSchema,
  groupMemberResponseSchema,
  groupMembersQuerySchema,
  groupResponseSchema,
  idParamsSchema,
  updateGroupBodySchema,
  updateGroupMemberBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listGroups = route('GET', '/groups', { query: groupListQuerySchema, response: groupListResponseSchema });
/** Multipart with a cover, else JSON (createGroupBodySchema). */
export const createGroup = route('POST', '/groups', {
  status: [201],
  body: { multipartOr: createGroupBodySchema },
  response: groupResponseSchema,
});
export const getGroup = route('GET', '/groups/:id', { params: idParamsSchema, response: groupResponseSchema });
/** Multipart with a new cover, else JSON (updateGroupBodySchema). */
export const updateGroup = route('PATCH', '/groups/:id', {
  params: idParamsSchema,
  body: { multipartOr: updateGroupBodySchema },
  response: groupResponseSchema,
});
export const deleteGroup = route('DELETE', '/groups/:id', { params: idParamsSchema, response: deletedResponseSchema });
export const joinGroup = route('POST', '/groups/:id/join', { params: idParamsSchema, response: groupResponseSchema });
export const leaveGroup = route('POST', '/groups/:id/leave', {
  params: idParamsSchema,
  response: deletedResponseSchema,
});
export const listGroupMembers = route('GET', '/groups/:id/members', {
  params: idParamsSchema,
  query: groupMembersQuerySchema,
  response: groupMemberListResponseSchema,
});
export const approveGroupMember = route('POST', '/groups/:id/members/:userId/approve', {
  params: groupMemberParamsSchema,
  response: groupMemberResponseSchema,
});
export const removeGroupMember = route('DELETE', '/groups/:id/members/:userId', {
  params: groupMemberParamsSchema,
  response: deletedResponseSchema,
});
export const updateGroupMember = route('PATCH', '/groups/:id/members/:userId', {
  params: groupMemberParamsSchema,
  body: updateGroupMemberBodySchema,
  response: groupMemberResponseSchema,
});
export const rotateGroupInvite = route('POST', '/groups/:id/invite-link', {
  params: idParamsSchema,
  response: groupInviteResponseSchema,
});
export const joinGroupByInvite = route('POST', '/groups/join/:token', {
  params: groupInviteParamsSchema,
  response: groupResponseSchema,
});
