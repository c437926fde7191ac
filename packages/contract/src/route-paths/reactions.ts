// Generated from route-table/reactions.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/reactions.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const listCommentReactions: RoutePath<typeof declared.listCommentReactions> = {
  method: 'GET',
  path: '/comments/:id/reactions',
};
export const listPostReactions: RoutePath<typeof declared.listPostReactions> = {
  method: 'GET',
  path: '/posts/:id/reactions',
};
export const reactToComment: RoutePath<typeof declared.reactToComment> = {
  method: 'PUT',
  path: '/comments/:id/reactions',
};
export const reactToPost: RoutePath<typeof declared.reactToPost> = { method: 'PUT', path: '/posts/:id/reactions' };
export const unreactToComment: RoutePath<typeof declared.unreactToComment> = {
  method: 'DELETE',
  path: '/comments/:id/reactions',
};
export const unreactToPost: RoutePath<typeof declared.unreactToPost> = {
  method: 'DELETE',
  path: '/posts/:id/reactions',
};
