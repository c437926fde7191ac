/** TanStack Query keys of direct messages (issue 20). */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  lists: ['messages', 'list'] as const,
  list: (box: 'inbox' | 'requests') => ['messages', 'list', box] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
};
