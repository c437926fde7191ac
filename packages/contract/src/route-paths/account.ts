// Generated from route-table/account.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/account.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const changePassword: RoutePath<typeof declared.changePassword> = {
  method: 'PATCH',
  path: '/users/profile/password',
};
export const deleteMe: RoutePath<typeof declared.deleteMe> = { method: 'DELETE', path: '/users/profile/me' };
export const describeUnsubscribe: RoutePath<typeof declared.describeUnsubscribe> = {
  method: 'GET',
  path: '/unsubscribe/:token',
};
export const getInvite: RoutePath<typeof declared.getInvite> = { method: 'GET', path: '/users/profile/invite' };
export const getMe: RoutePath<typeof declared.getMe> = { method: 'GET', path: '/users/profile/me' };
export const getMyFirstSteps: RoutePath<typeof declared.getMyFirstSteps> = {
  method: 'GET',
  path: '/users/me/first-steps',
};
export const getMyTrust: RoutePath<typeof declared.getMyTrust> = { method: 'GET', path: '/users/me/trust' };
export const getNotificationPreferences: RoutePath<typeof declared.getNotificationPreferences> = {
  method: 'GET',
  path: '/users/profile/notification-preferences',
};
export const getNotificationSchedule: RoutePath<typeof declared.getNotificationSchedule> = {
  method: 'GET',
  path: '/users/profile/notification-schedule',
};
export const removeAvatar: RoutePath<typeof declared.removeAvatar> = {
  method: 'DELETE',
  path: '/users/profile/avatar',
};
export const unsubscribe: RoutePath<typeof declared.unsubscribe> = { method: 'POST', path: '/unsubscribe/:token' };
export const updateLocation: RoutePath<typeof declared.updateLocation> = {
  method: 'PATCH',
  path: '/users/profile/update-location',
};
export const updateMe: RoutePath<typeof declared.updateMe> = { method: 'PATCH', path: '/users/profile/me' };
export const updateMyFirstSteps: RoutePath<typeof declared.updateMyFirstSteps> = {
  method: 'PUT',
  path: '/users/me/first-steps',
};
export const updateNotificationPreferences: RoutePath<typeof declared.updateNotificationPreferences> = {
  method: 'PATCH',
  path: '/users/profile/notification-preferences',
};
export const updateNotificationSchedule: RoutePath<typeof declared.updateNotificationSchedule> = {
  method: 'PUT',
  path: '/users/profile/notification-schedule',
};
export const uploadAvatar: RoutePath<typeof declared.uploadAvatar> = { method: 'POST', path: '/users/profile/avatar' };
