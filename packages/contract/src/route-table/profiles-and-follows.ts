// The API's routes: Profiles and follows (profiles-routes.ts).
import { publicUserResponseSchema, userIdParamsSchema, userStatsResponseSchema } from '../index.js';
import { route } from './route-kit.js';

export const getUser = route('GET', '/users/:id', { params: userIdParamsSchema, response: publicUserResponseSchema });
export const getUserStats = route('GET', '/users/:id/stats', {
  params: userIdParamsSchema,
  response: userStatsResponseSchema,
});
export const followUser = route('POST', '/users/:id/follow', {
  params: userIdParamsSchema,
  response: userStatsResponseSchema,
});
export const unfollowUser = route('POST', '/users/:id/unfollow', {
  params: userIdParamsSchema,
  response: userStatsResponseSchema,
});
