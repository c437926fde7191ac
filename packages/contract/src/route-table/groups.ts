// The API's routes: Groups (groups-routes.ts).
import type {
  createGroupBodySchema,
  groupInviteParamsSchema,
  groupInviteResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupMemberParamsSchema,
  groupMemberResponseSchema,
  groupMembersQuerySchema,
  groupResponseSchema,
  updateGroupBodySchema,
  updateGroupMemberBodySchema,
} from '../index.js';
import type { Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listGroups = route<{ query: typeof groupListQuerySchema; response: typeof groupListResponseSchema }>()(
  'GET',
  '/groups',
);
/** Multipart with a cover, else JSON (createGroupBodySchema). */
export const createGroup = route<{
  body: typeof createGroupBodySchema | 'multipart';
  response: typeof groupResponseSchema;
}>()('POST', '/groups');
export const getGroup = route<{ params: Id; response: typeof groupResponseSchema }>()('GET', '/groups/:id');
/** Multipart with a new cover, else JSON (updateGroupBodySchema). */
export const updateGroup = route<{
  params: Id;
  body: typeof updateGroupBodySchema | 'multipart';
  response: typeof groupResponseSchema;
}>()('PATCH', '/groups/:id');
export const deleteGroup = route<{ params: Id; response: Deleted }>()('DELETE', '/groups/:id');
export const joinGroup = route<{ params: Id; response: typeof groupResponseSchema }>()('POST', '/groups/:id/join');
export const leaveGroup = route<{ params: Id; response: Deleted }>()('POST', '/groups/:id/leave');
export const listGroupMembers = route<{
  params: Id;
  query: typeof groupMembersQuerySchema;
  response: typeof groupMemberListResponseSchema;
}>()('GET', '/groups/:id/members');
export const approveGroupMember = route<{
  params: typeof groupMemberParamsSchema;
  response: typeof groupMemberResponseSchema;
}>()('POST', '/groups/:id/members/:userId/approve');
export const removeGroupMember = route<{ params: typeof groupMemberParamsSchema; response: Deleted }>()(
  'DELETE',
  '/groups/:id/members/:userId',
);
export const updateGroupMember = route<{
  params: typeof groupMemberParamsSchema;
  body: typeof updateGroupMemberBodySchema;
  response: typeof groupMemberResponseSchema;
}>()('PATCH', '/groups/:id/members/:userId');
export const rotateGroupInvite = route<{ params: Id; response: typeof groupInviteResponseSchema }>()(
  'POST',
  '/groups/:id/invite-link',
);
export const joinGroupByInvite = route<{
  params: typeof groupInviteParamsSchema;
  response: typeof groupResponseSchema;
}>()('POST', '/groups/join/:token');
