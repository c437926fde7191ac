// The API's routes: The signed-in user (users-routes.ts, profiles-routes.ts).
import {
  changePasswordBodySchema,
  coordinatesSchema,
  deleteAccountBodySchema,
  emptySuccessSchema,
  firstStepsResponseSchema,
  inviteResponseSchema,
  myTrustResponseSchema,
  notificationPreferencesResponseSchema,
  notificationScheduleResponseSchema,
  profileMeResponseSchema,
  successEnvelope,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
  updateFirstStepsBodySchema,
  updateLocationDataSchema,
  updateNotificationPreferencesBodySchema,
  updateNotificationScheduleBodySchema,
  updateProfileBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const getMe = route('GET', '/users/profile/me', { response: profileMeResponseSchema });
/** The caller's own trust level, what it allows and how to reach the next (issue 39); never public. */
export const getMyTrust = route('GET', '/users/me/trust', { response: myTrustResponseSchema });
/** A new neighbour's first steps (issue 42): each done or not from their own data, and whether hidden. */
export const getMyFirstSteps = route('GET', '/users/me/first-steps', {
  access: 'neighbour',
  response: firstStepsResponseSchema,
});
/** Hide the first steps, or bring them back; kept on the server. */
export const updateMyFirstSteps = route('PUT', '/users/me/first-steps', {
  access: 'neighbour',
  body: updateFirstStepsBodySchema,
  response: firstStepsResponseSchema,
});
export const updateMe = route('PATCH', '/users/profile/me', {
  body: updateProfileBodySchema,
  response: profileMeResponseSchema,
});
export const deleteMe = route('DELETE', '/users/profile/me', {
  body: deleteAccountBodySchema,
  response: emptySuccessSchema,
});
export const updateLocation = route('PATCH', '/users/profile/update-location', {
  body: coordinatesSchema,
  response: successEnvelope(updateLocationDataSchema),
});
export const uploadAvatar = route('POST', '/users/profile/avatar', {
  body: 'multipart',
  response: profileMeResponseSchema,
});
export const removeAvatar = route('DELETE', '/users/profile/avatar', { response: profileMeResponseSchema });
export const changePassword = route('PATCH', '/users/profile/password', {
  body: changePasswordBodySchema,
  response: emptySuccessSchema,
});
export const getNotificationPreferences = route('GET', '/users/profile/notification-preferences', {
  response: notificationPreferencesResponseSchema,
});
export const updateNotificationPreferences = route('PATCH', '/users/profile/notification-preferences', {
  body: updateNotificationPreferencesBodySchema,
  response: notificationPreferencesResponseSchema,
});
export const getInvite = route('GET', '/users/profile/invite', { response: inviteResponseSchema });
export const getNotificationSchedule = route('GET', '/users/profile/notification-schedule', {
  response: notificationScheduleResponseSchema,
});
export const updateNotificationSchedule = route('PUT', '/users/profile/notification-schedule', {
  body: updateNotificationScheduleBodySchema,
  response: notificationScheduleResponseSchema,
});
export const describeUnsubscribe = route('GET', '/unsubscribe/:token', {
  access: 'public',
  params: unsubscribeParamsSchema,
  response: unsubscribeResponseSchema,
});
export const unsubscribe = route('POST', '/unsubscribe/:token', {
  access: 'public',
  params: unsubscribeParamsSchema,
  response: unsubscribeResponseSchema,
});
