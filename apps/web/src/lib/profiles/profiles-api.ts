import {
  Limits,
  type ChangePasswordBody,
  type Comment,
  type Invite,
  type NotificationPreferences,
  type Post,
  type PublicUser,
  type UpdateNotificationPreferencesBody,
  type UpdateProfileBody,
  type UserSelf,
  type UserStats,
} from '@ourhood/contract';
import { api } from '../api-client';

const user = (id: string) => `/users/${encodeURIComponent(id)}`;
const firstPage = { page: 1, limit: Limits.profileListLimit };

/** The profile, follow, settings and invite calls of the contract (packages/contract/src/profiles.ts). */
export const profilesApi = {
  get: (id: string, signal?: AbortSignal) => api<PublicUser>(user(id), { signal }),
  stats: (id: string, signal?: AbortSignal) => api<UserStats>(`${user(id)}/stats`, { signal }),
  follow: (id: string) => api<UserStats>(`${user(id)}/follow`, { method: 'POST' }),
  unfollow: (id: string) => api<UserStats>(`${user(id)}/unfollow`, { method: 'POST' }),
  /** Spec §9: the profile lists show page 1, 10 items. */
  posts: (authorId: string, signal?: AbortSignal) =>
    api<Post[]>('/posts', { query: { ...firstPage, author_id: authorId }, signal }),
  comments: (authorId: string, signal?: AbortSignal) =>
    api<Comment[]>('/comments', { query: { ...firstPage, author_id: authorId }, signal }),

  updateMe: (body: UpdateProfileBody) => api<UserSelf>('/users/profile/me', { method: 'PATCH', body }),
  deleteMe: (password: string) => api<unknown>('/users/profile/me', { method: 'DELETE', body: { password } }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    return api<UserSelf>('/users/profile/avatar', { method: 'POST', body: form });
  },
  removeAvatar: () => api<UserSelf>('/users/profile/avatar', { method: 'DELETE' }),
  changePassword: (body: ChangePasswordBody) => api<unknown>('/users/profile/password', { method: 'PATCH', body }),
  notificationPreferences: (signal?: AbortSignal) =>
    api<NotificationPreferences>('/users/profile/notification-preferences', { signal }),
  updateNotificationPreferences: (body: UpdateNotificationPreferencesBody) =>
    api<NotificationPreferences>('/users/profile/notification-preferences', { method: 'PATCH', body }),
  invite: (signal?: AbortSignal) => api<Invite>('/users/profile/invite', { signal }),
};
