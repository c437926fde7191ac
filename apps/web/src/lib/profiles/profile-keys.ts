/** Query keys of profiles: someone's public profile, their stats, and their posts and comments. */
export const profileKeys = {
  all: ['users'] as const,
  user: (id: string) => ['users', id, 'profile'] as const,
  stats: (id: string) => ['users', id, 'stats'] as const,
  posts: (id: string) => ['users', id, 'posts'] as const,
  comments: (id: string) => ['users', id, 'comments'] as const,
  notificationPreferences: ['profile', 'notification-preferences'] as const,
  invite: ['profile', 'invite'] as const,
  notificationSchedule: ['profile', 'notification-schedule'] as const,
  trust: ['profile', 'trust'] as const,
};
