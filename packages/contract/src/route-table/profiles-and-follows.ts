// The API's routes: Profiles and follows (profiles-routes.ts).
import type { publicUserResponseSchema, userStatsResponseSchema } from '../index.js';
import type { UserId } from './aliases.js';
import { route } from './route-kit.js';

export const getUser = route<{ params: UserId; response: typeof publicUserResponseSchema }>()('GET', '/users/:id');
export const getUserStats = route<{ params: UserId; response: typeof userStatsResponseSchema }>()(
  'GET',
  '/users/:id/stats',
);
export const followUser = route<{ params: UserId; response: typeof userStatsResponseSchema }>()(
  'POST',
  '/users/:id/follow',
);
export const unfollowUser = route<{ params: UserId; response: typeof userStatsResponseSchema }>()(
  'POST',
  '/users/:id/unfollow',
);
