import {
  Limits,
  type ChangePasswordBody,
  type UpdateNotificationPreferencesBody,
  type UpdateNotificationScheduleBody,
  type UpdateProfileBody,
} from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

const firstPage = { page: 1, limit: Limits.profileListLimit };

/** The profile, follow, settings and invite calls, typed by the contract's route table. */
export const profilesApi = {
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getUser, { params: { id }, signal }),
  stats: (id: string, signal?: AbortSignal) => call(apiRoutes.getUserStats, { params: { id }, signal }),
  follow: (id: string) => call(apiRoutes.followUser, { params: { id } }),
  unfollow: (id: string) => call(apiRoutes.unfollowUser, { params: { id } }),
  /** Spec §9: the profile lists show page 1, 10 items. */
  posts: (authorId: string, signal?: AbortSignal) =>
    call(apiRoutes.listPosts, { query: { ...firstPage, author_id: authorId }, signal }),
  comments: (authorId: string, signal?: AbortSignal) =>
    call(apiRoutes.listComments, { query: { ...firstPage, author_id: authorId }, signal }),

  updateMe: (body: UpdateProfileBody) => call(apiRoutes.updateMe, { body }),
  deleteMe: (password: string) => call(apiRoutes.deleteMe, { body: { password } }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    return call(apiRoutes.uploadAvatar, { body: form });
  },
  removeAvatar: () => call(apiRoutes.removeAvatar),
  changePassword: (body: ChangePasswordBody) => call(apiRoutes.changePassword, { body }),
  notificationPreferences: (signal?: AbortSignal) => call(apiRoutes.getNotificationPreferences, { signal }),
  updateNotificationPreferences: (body: UpdateNotificationPreferencesBody) =>
    call(apiRoutes.updateNotificationPreferences, { body }),
  invite: (signal?: AbortSignal) => call(apiRoutes.getInvite, { signal }),
  notificationSchedule: (signal?: AbortSignal) => call(apiRoutes.getNotificationSchedule, { signal }),
  updateNotificationSchedule: (body: UpdateNotificationScheduleBody) =>
    call(apiRoutes.updateNotificationSchedule, { body }),
  myTrust: (signal?: AbortSignal) => call(apiRoutes.getMyTrust, { signal }),
};
