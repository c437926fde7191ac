// Generated from route-table/profiles-and-follows.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/profiles-and-follows.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const followUser: RoutePath<typeof declared.followUser> = { method: 'POST', path: '/users/:id/follow' };
export const getUser: RoutePath<typeof declared.getUser> = { method: 'GET', path: '/users/:id' };
export const getUserStats: RoutePath<typeof declared.getUserStats> = { method: 'GET', path: '/users/:id/stats' };
export const unfollowUser: RoutePath<typeof declared.unfollowUser> = { method: 'POST', path: '/users/:id/unfollow' };
