import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Group, GroupRole } from '@ourhood/contract';
import { postKeys } from '../../lib/posts/post-keys';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';

/** After a membership change: the group's page shows the new role, and every list reloads. */
function refreshGroup(client: QueryClient, group: Group | null, id: string) {
  if (group) client.setQueryData(groupKeys.detail(id), group);
  else void client.invalidateQueries({ queryKey: groupKeys.detail(id) });
  void client.invalidateQueries({ queryKey: groupKeys.lists });
}

/** Join a public group, or ask to join a private one (the answer says which). */
export function useJoinGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => groupsApi.join(id),
    onSuccess: ({ data }, id) => {
      refreshGroup(client, data, id);
      void client.invalidateQueries({ queryKey: postKeys.groupFeed(id) });
    },
  });
}

/** Leave a group, or cancel a request to join it. */
export function useLeaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => groupsApi.leave(id),
    onSuccess: (_result, id) => {
      // A private group's page is closed to a non-member now: forget what was loaded.
      client.removeQueries({ queryKey: postKeys.groupFeed(id) });
      refreshGroup(client, null, id);
    },
  });
}

/** Owner and admin actions on one member: approve, remove or refuse, change role. */
export function useMemberActions(groupId: string) {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: ['groups', 'members', groupId] });
    void client.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
  };
  const approve = useMutation({
    mutationFn: (userId: string) => groupsApi.approve(groupId, userId),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => groupsApi.removeMember(groupId, userId),
    onSuccess: settle,
  });
  const setRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Exclude<GroupRole, 'pending'> }) =>
      groupsApi.setRole(groupId, userId, role),
    onSuccess: settle,
  });
  return { approve, remove, setRole };
}
