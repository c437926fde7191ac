// The API's routes: The signed-in user (users-routes.ts, profiles-routes.ts).
import type {
  changePasswordBodySchema,
  notificationScheduleResponseSchema,
  updateNotificationScheduleBodySchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
  coordinatesSchema,
  deleteAccountBodySchema,
  inviteResponseSchema,
  notificationPreferencesResponseSchema,
  profileMeResponseSchema,
  updateLocationDataSchema,
  updateNotificationPreferencesBodySchema,
  updateProfileBodySchema,
} from '../index.js';
import type { SuccessEnvelopeOf, Empty } from './aliases.js';
import { route } from './route-kit.js';

export const getMe = route<{ response: typeof profileMeResponseSchema }>()('GET', '/users/profile/me');
export const updateMe = route<{ body: typeof updateProfileBodySchema; response: typeof profileMeResponseSchema }>()(
  'PATCH',
  '/users/profile/me',
);
export const deleteMe = route<{ body: typeof deleteAccountBodySchema; response: Empty }>()(
  'DELETE',
  '/users/profile/me',
);
export const updateLocation = route<{
  body: typeof coordinatesSchema;
  response: SuccessEnvelopeOf<typeof updateLocationDataSchema>;
}>()('PATCH', '/users/profile/update-location');
export const uploadAvatar = route<{ body: 'multipart'; response: typeof profileMeResponseSchema }>()(
  'POST',
  '/users/profile/avatar',
);
export const removeAvatar = route<{ response: typeof profileMeResponseSchema }>()('DELETE', '/users/profile/avatar');
export const changePassword = route<{ body: typeof changePasswordBodySchema; response: Empty }>()(
  'PATCH',
  '/users/profile/password',
);
export const getNotificationPreferences = route<{ response: typeof notificationPreferencesResponseSchema }>()(
  'GET',
  '/users/profile/notification-preferences',
);
export const updateNotificationPreferences = route<{
  body: typeof updateNotificationPreferencesBodySchema;
  response: typeof notificationPreferencesResponseSchema;
}>()('PATCH', '/users/profile/notification-preferences');
export const getInvite = route<{ response: typeof inviteResponseSchema }>()('GET', '/users/profile/invite');
export const getNotificationSchedule = route<{ response: typeof notificationScheduleResponseSchema }>()(
  'GET',
  '/users/profile/notification-schedule',
);
export const updateNotificationSchedule = route<{
  body: typeof updateNotificationScheduleBodySchema;
  response: typeof notificationScheduleResponseSchema;
}>()('PUT', '/users/profile/notification-schedule');
export const describeUnsubscribe = route<{
  params: typeof unsubscribeParamsSchema;
  response: typeof unsubscribeResponseSchema;
}>()('GET', '/unsubscribe/:token');
export const unsubscribe = route<{
  params: typeof unsubscribeParamsSchema;
  response: typeof unsubscribeResponseSchema;
}>()('POST', '/unsubscribe/:token');
