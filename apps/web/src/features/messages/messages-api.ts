import { apiRoutes } from '@ourhood/contract/routes';
import type { ConversationSubjectType } from '@ourhood/contract';
import { call } from '../../lib/api-client';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

/** The direct messages calls (issue 20), typed by the contract's route table. */
export const messagesApi = {
  list: (box: 'inbox' | 'requests', page: number, signal?: AbortSignal) =>
    call(apiRoutes.conversations, { query: { box, page, limit: CONVERSATIONS_PAGE_SIZE }, signal }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getConversation, { params: { id }, signal }),
  messages: (id: string, before: string | null, signal?: AbortSignal) =>
    call(apiRoutes.conversationMessages, {
      params: { id },
      query: { limit: MESSAGES_PAGE_SIZE, ...(before ? { before } : {}) },
      signal,
    }),
  start: (body: { recipient_id: string; text: string; subject_type?: ConversationSubjectType; subject_id?: string }) =>
    call(apiRoutes.startConversation, { body }),
  /** JSON for text alone; multipart when photos ride along. */
  send: (id: string, text: string, photos: File[]) => {
    if (photos.length === 0) return call(apiRoutes.sendMessage, { params: { id }, body: { text } });
    const form = new FormData();
    form.set('text', text);
    for (const photo of photos) form.append('photos', photo, photo.name);
    return call(apiRoutes.sendMessage, { params: { id }, body: form });
  },
  read: (id: string, messageId: string) =>
    call(apiRoutes.readConversation, { params: { id }, body: { message_id: messageId } }),
  accept: (id: string) => call(apiRoutes.acceptConversation, { params: { id } }),
  decline: (id: string) => call(apiRoutes.declineConversation, { params: { id } }),
  remove: (id: string) => call(apiRoutes.deleteMessage, { params: { id } }),
};
