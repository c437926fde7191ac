// The API's routes: Direct messages (messages-routes.ts).
import type {
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadResponseSchema,
  conversationResponseSchema,
  createConversationBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  messageUnreadResponseSchema,
  readConversationBodySchema,
  sendMessageBodySchema,
  startedConversationResponseSchema,
} from '../index.js';
import type { Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const conversations = route<{
  query: typeof conversationListQuerySchema;
  response: typeof conversationListResponseSchema;
}>()('GET', '/conversations');
export const messageUnreadCount = route<{ response: typeof messageUnreadResponseSchema }>()(
  'GET',
  '/conversations/unread-count',
);
export const startConversation = route<{
  body: typeof createConversationBodySchema;
  response: typeof startedConversationResponseSchema;
}>()('POST', '/conversations');
export const getConversation = route<{ params: Id; response: typeof conversationResponseSchema }>()(
  'GET',
  '/conversations/:id',
);
export const conversationMessages = route<{
  params: Id;
  query: typeof messageListQuerySchema;
  response: typeof messageListResponseSchema;
}>()('GET', '/conversations/:id/messages');
/** JSON `{ text }`, or multipart with `text` and files `photos`. */
export const sendMessage = route<{
  params: Id;
  body: typeof sendMessageBodySchema | 'multipart';
  response: typeof messageResponseSchema;
}>()('POST', '/conversations/:id/messages');
export const readConversation = route<{
  params: Id;
  body: typeof readConversationBodySchema;
  response: typeof conversationReadResponseSchema;
}>()('POST', '/conversations/:id/read');
export const acceptConversation = route<{ params: Id; response: typeof conversationResponseSchema }>()(
  'POST',
  '/conversations/:id/accept',
);
export const declineConversation = route<{ params: Id; response: typeof conversationResponseSchema }>()(
  'POST',
  '/conversations/:id/decline',
);
export const deleteMessage = route<{ params: Id; response: Deleted }>()('DELETE', '/messages/:id');
