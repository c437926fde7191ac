import { GroupLimits, type CreateGroupBody, type GroupRole, type UpdateGroupBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../../lib/api-client';

/** A group's text fields and, when one was chosen, its cover photo (sent as multipart). */
function groupForm(fields: Record<string, string | undefined>, cover: File | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (cover) form.append('cover', cover, cover.name);
  return form;
}

/** The group calls, typed by the contract's route table (issue 15). */
export const groupsApi = {
  /** Groups in the caller's city, most active first, or a search by name and description. */
  list: (page: number, search: string, signal?: AbortSignal) =>
    call(apiRoutes.listGroups, {
      query: { page, limit: GroupLimits.pageSize, search: search || undefined },
      signal,
    }),
  /** The caller's groups (and pending requests), newest joined first. */
  mine: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listGroups, { query: { page, limit: GroupLimits.pageSize, mine: 'true' }, signal }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getGroup, { params: { id }, signal }),
  create: (fields: CreateGroupBody, cover?: File) =>
    call(apiRoutes.createGroup, {
      body: cover ? groupForm({ ...fields }, cover) : fields,
    }),
  update: (id: string, fields: UpdateGroupBody, cover?: File) =>
    call(apiRoutes.updateGroup, {
      params: { id },
      body: cover
        ? groupForm(
            { name: fields.name, description: fields.description, event_creators: fields.event_creators },
            cover,
          )
        : fields,
    }),
  remove: (id: string) => call(apiRoutes.deleteGroup, { params: { id } }),

  join: (id: string) => call(apiRoutes.joinGroup, { params: { id } }),
  leave: (id: string) => call(apiRoutes.leaveGroup, { params: { id } }),
  joinByInvite: (token: string) => call(apiRoutes.joinGroupByInvite, { params: { token } }),
  rotateInvite: (id: string) => call(apiRoutes.rotateGroupInvite, { params: { id } }),

  members: (id: string, status: 'active' | 'pending', page: number, signal?: AbortSignal) =>
    call(apiRoutes.listGroupMembers, {
      params: { id },
      query: { page, limit: GroupLimits.pageSize, status },
      signal,
    }),
  approve: (id: string, userId: string) => call(apiRoutes.approveGroupMember, { params: { id, userId } }),
  removeMember: (id: string, userId: string) => call(apiRoutes.removeGroupMember, { params: { id, userId } }),
  setRole: (id: string, userId: string, role: Exclude<GroupRole, 'pending'>) =>
    call(apiRoutes.updateGroupMember, { params: { id, userId }, body: { role } }),
};
