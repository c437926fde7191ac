import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, StreamConversationReadEvent, StreamMessageEvent } from '@ourhood/contract';
import { messageKeys } from './message-keys';

/** A loaded conversation's pages (oldest page last fetched first: scrolling up adds older pages). */
export type ThreadPage = { data: Message[]; metadata?: { has_more: boolean } };
export type ThreadData = InfiniteData<ThreadPage, string | null>;

/**
 * Puts a message into a loaded conversation: replaces it when known (a deletion), else inserts
 * it in `seq` order in the newest page, so both sides show one order whatever the arrival order.
 */
export function upsertMessage(client: QueryClient, message: Message): void {
  client.setQueryData<ThreadData>(messageKeys.thread(message.conversation_id), (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) => {
      if (!page.data.some((item) => item.id === message.id)) return page;
      found = true;
      return { ...page, data: page.data.map((item) => (item.id === message.id ? message : item)) };
    });
    if (found) return { ...data, pages };
    const [newest, ...rest] = pages;
    if (!newest) return data;
    const merged = [...newest.data, message].sort((a, b) => a.seq - b.seq);
    return { ...data, pages: [{ ...newest, data: merged }, ...rest] };
  });
}

/** The stream's `message` event: counts, the open conversation, and the lists' order. */
export function onMessageEvent(client: QueryClient, event: StreamMessageEvent): void {
  client.setQueryData(messageKeys.unread, event.unread);
  upsertMessage(client, event.message);
  void client.invalidateQueries({ queryKey: messageKeys.lists });
  void client.invalidateQueries({ queryKey: messageKeys.conversation(event.conversation_id) });
}

/** The stream's `conversation_read` event: a read receipt, or this user's counts from another tab. */
export function onConversationReadEvent(client: QueryClient, event: StreamConversationReadEvent): void {
  client.setQueryData(messageKeys.unread, event.unread);
  void client.invalidateQueries({ queryKey: messageKeys.conversation(event.conversation_id) });
  void client.invalidateQueries({ queryKey: messageKeys.lists });
}
