// Generated from route-table/blocking-and-muting.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/blocking-and-muting.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const blockUser: RoutePath<typeof declared.blockUser> = { method: 'POST', path: '/users/:id/block' };
export const muteUser: RoutePath<typeof declared.muteUser> = { method: 'POST', path: '/users/:id/mute' };
export const myBlocks: RoutePath<typeof declared.myBlocks> = { method: 'GET', path: '/users/me/blocks' };
export const unblockUser: RoutePath<typeof declared.unblockUser> = { method: 'DELETE', path: '/users/:id/block' };
export const unmuteUser: RoutePath<typeof declared.unmuteUser> = { method: 'DELETE', path: '/users/:id/mute' };
