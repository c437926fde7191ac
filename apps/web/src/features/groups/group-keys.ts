/** Query keys of groups: lists under `list`, one group under `detail`, its members under `members`. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (search: string) => ['groups', 'list', 'area', search] as const,
  mine: ['groups', 'list', 'mine'] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
  members: (id: string, status: 'active' | 'pending') => ['groups', 'members', id, status] as const,
};
