// The API's routes: Direct messages (messages-routes.ts).
import {
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadResponseSchema,
  conversationResponseSchema,
  createConversationBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  messageUnreadResponseSchema,
  readConversationBodySchema,
  sendMessageBodySchema,
  startedConversationResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const conversations = route('GET', '/conversations', {
  query: conversationListQuerySchema,
  response: conversationListResponseSchema,
});
export const messageUnreadCount = route('GET', '/conversations/unread-count', {
  response: messageUnreadResponseSchema,
});
export const startConversation = route('POST', '/conversations', {
  status: [200, 201],
  body: createConversationBodySchema,
  response: startedConversationResponseSchema,
});
export const getConversation = route('GET', '/conversations/:id', {
  params: conversationIdParamsSchema,
  response: conversationResponseSchema,
});
export const conversationMessages = route('GET', '/conversations/:id/messages', {
  params: conversationIdParamsSchema,
  query: messageListQuerySchema,
  response: messageListResponseSchema,
});
/** JSON `{ text }`, or multipart with `text` and files `photos`. */
export const sendMessage = route('POST', '/conversations/:id/messages', {
  status: [201],
  params: conversationIdParamsSchema,
  body: { multipartOr: sendMessageBodySchema },
  response: messageResponseSchema,
});
export const readConversation = route('POST', '/conversations/:id/read', {
  params: conversationIdParamsSchema,
  body: readConversationBodySchema,
  response: conversationReadResponseSchema,
});
export const acceptConversation = route('POST', '/conversations/:id/accept', {
  params: conversationIdParamsSchema,
  response: conversationResponseSchema,
});
export const declineConversation = route('POST', '/conversations/:id/decline', {
  params: conversationIdParamsSchema,
  response: conversationResponseSchema,
});
export const deleteMessage = route('DELETE', '/messages/:id', {
  params: idParamsSchema,
  response: deletedResponseSchema,
});
