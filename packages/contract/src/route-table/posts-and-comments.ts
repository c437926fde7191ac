// The API's routes: Posts and comments (posts-routes.ts, comments-routes.ts).
import {
  Limits,
  pagingQuery,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  createCommentBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  postFeedQuerySchema,
  postFeedResponseSchema,
  postIdParamsSchema,
  postResponseSchema,
  updateCommentBodySchema,
  updatePostBodySchema,
  photoUploadResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listPosts = route('GET', '/posts', { query: postFeedQuerySchema, response: postFeedResponseSchema });
export const getPost = route('GET', '/posts/:id', { params: idParamsSchema, response: postResponseSchema });
export const createPost = route('POST', '/posts/create-post', {
  status: [201],
  body: 'multipart',
  response: postResponseSchema,
});
/** A photo sent ahead of its post (decision 0089): answered 202 while it is prepared. */
export const uploadPhoto = route('POST', '/posts/photo-uploads', {
  status: [202],
  body: 'multipart',
  response: photoUploadResponseSchema,
});
export const getPhotoUpload = route('GET', '/posts/photo-uploads/:id', {
  params: idParamsSchema,
  response: photoUploadResponseSchema,
});
export const deletePhotoUpload = route('DELETE', '/posts/photo-uploads/:id', {
  params: idParamsSchema,
  response: deletedResponseSchema,
});
export const updatePost = route('PATCH', '/posts/:id', {
  params: idParamsSchema,
  body: updatePostBodySchema,
  response: postResponseSchema,
});
export const deletePost = route('DELETE', '/posts/:id', { params: idParamsSchema, response: deletedResponseSchema });
export const listPostComments = route('GET', '/comments/:postId', {
  params: postIdParamsSchema,
  query: pagingQuery(Limits.feedPageSize, Limits.maxPageSize),
  response: commentListResponseSchema,
});
export const listComments = route('GET', '/comments', {
  query: commentListQuerySchema,
  response: commentListResponseSchema,
});
export const createComment = route('POST', '/comments/create-comment', {
  status: [201],
  body: createCommentBodySchema,
  response: commentResponseSchema,
});
export const updateComment = route('PATCH', '/comments/:id', {
  params: idParamsSchema,
  body: updateCommentBodySchema,
  response: commentResponseSchema,
});
export const deleteComment = route('DELETE', '/comments/:id', {
  params: idParamsSchema,
  response: deletedResponseSchema,
});
