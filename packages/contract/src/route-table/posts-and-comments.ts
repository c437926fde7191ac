// The API's routes: Posts and comments (posts-routes.ts, comments-routes.ts).
import type {
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  createCommentBodySchema,
  postFeedQuerySchema,
  postFeedResponseSchema,
  postIdParamsSchema,
  postResponseSchema,
  updateCommentBodySchema,
  updatePostBodySchema,
} from '../index.js';
import type { PagingQuery, Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listPosts = route<{ query: typeof postFeedQuerySchema; response: typeof postFeedResponseSchema }>()(
  'GET',
  '/posts',
);
export const getPost = route<{ params: Id; response: typeof postResponseSchema }>()('GET', '/posts/:id');
export const createPost = route<{ body: 'multipart'; response: typeof postResponseSchema }>()(
  'POST',
  '/posts/create-post',
);
export const updatePost = route<{
  params: Id;
  body: typeof updatePostBodySchema;
  response: typeof postResponseSchema;
}>()('PATCH', '/posts/:id');
export const deletePost = route<{ params: Id; response: Deleted }>()('DELETE', '/posts/:id');
export const listPostComments = route<{
  params: typeof postIdParamsSchema;
  query: PagingQuery;
  response: typeof commentListResponseSchema;
}>()('GET', '/comments/:postId');
export const listComments = route<{
  query: typeof commentListQuerySchema;
  response: typeof commentListResponseSchema;
}>()('GET', '/comments');
export const createComment = route<{ body: typeof createCommentBodySchema; response: typeof commentResponseSchema }>()(
  'POST',
  '/comments/create-comment',
);
export const updateComment = route<{
  params: Id;
  body: typeof updateCommentBodySchema;
  response: typeof commentResponseSchema;
}>()('PATCH', '/comments/:id');
export const deleteComment = route<{ params: Id; response: Deleted }>()('DELETE', '/comments/:id');
