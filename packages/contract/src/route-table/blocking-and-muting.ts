// The API's routes: Blocking and muting (blocks-routes.ts).
import { blockListResponseSchema, blockStateResponseSchema, userIdParamsSchema } from '../index.js';
import { route } from './route-kit.js';

export const blockUser = route('POST', '/users/:id/block', {
  params: userIdParamsSchema,
  response: blockStateResponseSchema,
});
export const unblockUser = route('DELETE', '/users/:id/block', {
  params: userIdParamsSchema,
  response: blockStateResponseSchema,
});
export const muteUser = route('POST', '/users/:id/mute', {
  params: userIdParamsSchema,
  response: blockStateResponseSchema,
});
export const unmuteUser = route('DELETE', '/users/:id/mute', {
  params: userIdParamsSchema,
  response: blockStateResponseSchema,
});
export const myBlocks = route('GET', '/users/me/blocks', { response: blockListResponseSchema });
