// The API's routes: Blocking and muting (blocks-routes.ts).
import type { blockListResponseSchema, blockStateResponseSchema } from '../index.js';
import type { UserId } from './aliases.js';
import { route } from './route-kit.js';

export const blockUser = route<{ params: UserId; response: typeof blockStateResponseSchema }>()(
  'POST',
  '/users/:id/block',
);
export const unblockUser = route<{ params: UserId; response: typeof blockStateResponseSchema }>()(
  'DELETE',
  '/users/:id/block',
);
export const muteUser = route<{ params: UserId; response: typeof blockStateResponseSchema }>()(
  'POST',
  '/users/:id/mute',
);
export const unmuteUser = route<{ params: UserId; response: typeof blockStateResponseSchema }>()(
  'DELETE',
  '/users/:id/mute',
);
export const myBlocks = route<{ response: typeof blockListResponseSchema }>()('GET', '/users/me/blocks');
