// Generated from route-table/direct-messages.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/direct-messages.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const acceptConversation: RoutePath<typeof declared.acceptConversation> = {
  method: 'POST',
  path: '/conversations/:id/accept',
};
export const conversationMessages: RoutePath<typeof declared.conversationMessages> = {
  method: 'GET',
  path: '/conversations/:id/messages',
};
export const conversations: RoutePath<typeof declared.conversations> = { method: 'GET', path: '/conversations' };
export const declineConversation: RoutePath<typeof declared.declineConversation> = {
  method: 'POST',
  path: '/conversations/:id/decline',
};
export const deleteMessage: RoutePath<typeof declared.deleteMessage> = { method: 'DELETE', path: '/messages/:id' };
export const getConversation: RoutePath<typeof declared.getConversation> = {
  method: 'GET',
  path: '/conversations/:id',
};
export const messageUnreadCount: RoutePath<typeof declared.messageUnreadCount> = {
  method: 'GET',
  path: '/conversations/unread-count',
};
export const readConversation: RoutePath<typeof declared.readConversation> = {
  method: 'POST',
  path: '/conversations/:id/read',
};
export const sendMessage: RoutePath<typeof declared.sendMessage> = {
  method: 'POST',
  path: '/conversations/:id/messages',
};
export const startConversation: RoutePath<typeof declared.startConversation> = {
  method: 'POST',
  path: '/conversations',
};
