// The API's routes: Reactions (reactions-routes.ts).
import type {
  reactionBodySchema,
  reactionListQuerySchema,
  reactionListResponseSchema,
  reactionSummaryResponseSchema,
} from '../index.js';
import type { Id } from './aliases.js';
import { route } from './route-kit.js';

export const reactToPost = route<{
  params: Id;
  body: typeof reactionBodySchema;
  response: typeof reactionSummaryResponseSchema;
}>()('PUT', '/posts/:id/reactions');
export const unreactToPost = route<{ params: Id; response: typeof reactionSummaryResponseSchema }>()(
  'DELETE',
  '/posts/:id/reactions',
);
export const listPostReactions = route<{
  params: Id;
  query: typeof reactionListQuerySchema;
  response: typeof reactionListResponseSchema;
}>()('GET', '/posts/:id/reactions');
export const reactToComment = route<{
  params: Id;
  body: typeof reactionBodySchema;
  response: typeof reactionSummaryResponseSchema;
}>()('PUT', '/comments/:id/reactions');
export const unreactToComment = route<{ params: Id; response: typeof reactionSummaryResponseSchema }>()(
  'DELETE',
  '/comments/:id/reactions',
);
export const listCommentReactions = route<{
  params: Id;
  query: typeof reactionListQuerySchema;
  response: typeof reactionListResponseSchema;
}>()('GET', '/comments/:id/reactions');
