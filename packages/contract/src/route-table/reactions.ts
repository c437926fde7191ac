// The API's routes: Reactions (reactions-routes.ts).
import {
  idParamsSchema,
  reactionBodySchema,
  reactionListQuerySchema,
  reactionListResponseSchema,
  reactionSummaryResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const reactToPost = route('PUT', '/posts/:id/reactions', {
  params: idParamsSchema,
  body: reactionBodySchema,
  response: reactionSummaryResponseSchema,
});
export const unreactToPost = route('DELETE', '/posts/:id/reactions', {
  params: idParamsSchema,
  response: reactionSummaryResponseSchema,
});
export const listPostReactions = route('GET', '/posts/:id/reactions', {
  params: idParamsSchema,
  query: reactionListQuerySchema,
  response: reactionListResponseSchema,
});
export const reactToComment = route('PUT', '/comments/:id/reactions', {
  params: idParamsSchema,
  body: reactionBodySchema,
  response: reactionSummaryResponseSchema,
});
export const unreactToComment = route('DELETE', '/comments/:id/reactions', {
  params: idParamsSchema,
  response: reactionSummaryResponseSchema,
});
export const listCommentReactions = route('GET', '/comments/:id/reactions', {
  params: idParamsSchema,
  query: reactionListQuerySchema,
  response: reactionListResponseSchema,
});
