// Generated from route-table/posts-and-comments.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/posts-and-comments.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const createComment: RoutePath<typeof declared.createComment> = {
  method: 'POST',
  path: '/comments/create-comment',
};
export const createPost: RoutePath<typeof declared.createPost> = { method: 'POST', path: '/posts/create-post' };
export const deleteComment: RoutePath<typeof declared.deleteComment> = { method: 'DELETE', path: '/comments/:id' };
export const deletePhotoUpload: RoutePath<typeof declared.deletePhotoUpload> = {
  method: 'DELETE',
  path: '/posts/photo-uploads/:id',
};
export const deletePost: RoutePath<typeof declared.deletePost> = { method: 'DELETE', path: '/posts/:id' };
export const getPhotoUpload: RoutePath<typeof declared.getPhotoUpload> = {
  method: 'GET',
  path: '/posts/photo-uploads/:id',
};
export const getPost: RoutePath<typeof declared.getPost> = { method: 'GET', path: '/posts/:id' };
export const listComments: RoutePath<typeof declared.listComments> = { method: 'GET', path: '/comments' };
export const listPostComments: RoutePath<typeof declared.listPostComments> = {
  method: 'GET',
  path: '/comments/:postId',
};
export const listPosts: RoutePath<typeof declared.listPosts> = { method: 'GET', path: '/posts' };
export const updateComment: RoutePath<typeof declared.updateComment> = { method: 'PATCH', path: '/comments/:id' };
export const updatePost: RoutePath<typeof declared.updatePost> = { method: 'PATCH', path: '/posts/:id' };
export const uploadPhoto: RoutePath<typeof declared.uploadPhoto> = { method: 'POST', path: '/posts/photo-uploads' };
